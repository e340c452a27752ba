import { createClient, type RedisClientType } from 'redis'

import { logger } from '@/lib/infra/logging'

/**
 * The process's one Redis connection (REDIS_URL), shared by every Redis feature (rate limits, later the
 * cache handler and locks). Redis only ever helps: a request must never wait on it. Hence
 * - a short connect timeout; COMMANDE_MS bounds a command's wait to be sent, but not its reply: a
 *   caller that must not wait on a hung server bounds it too (rate limits: RLWrapperTimeouts);
 * - no offline queue, and a bounded one while connected: while disconnected a command fails at once,
 *   and the caller falls back;
 * - reconnection in the background, backing off up to RECONNEXION_MAX_MS.
 */
export const CONNECT_MS = 500
export const COMMAND_MS = 300
const RECONNECT_MAX_MS = 2_000

export type RedisClient = RedisClientType

type Entry = { client: RedisClient; firstConnect: Promise<void> }
const clients = new Map<string, Entry>()

function create(url: string): Entry {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: 1_000,
    commandOptions: { timeout: COMMAND_MS },
    socket: {
      connectTimeout: CONNECT_MS,
      reconnectStrategy: (attempts) => Math.min(100 * 2 ** attempts, RECONNECT_MAX_MS),
    },
  }) as RedisClient
  // Without a listener, a lost connection would throw from the client and end the process.
  let reported = false
  client.on('error', (err: Error) => {
    if (reported) return
    reported = true
    logger().warn({ err: err.message }, 'Redis injoignable : repli sur la mémoire du processus.')
  })
  client.on('ready', () => {
    if (reported) logger().info('Redis de nouveau joignable.')
    reported = false
  })
  // Waited for once, CONNEXION_MS at most: a Redis down at start-up delays only the first requests.
  const firstAttempt = new Promise<void>((settle) => {
    const timer = setTimeout(settle, CONNECT_MS)
    client.connect().then(
      () => (clearTimeout(timer), settle()),
      () => (clearTimeout(timer), settle()),
    )
  })
  return { client, firstConnect: firstAttempt }
}

/**
 * The client for `url` (REDIS_URL by default), or null without one. Connects on first use and waits
 * for it at most CONNEXION_MS, so the first requests already share their counts; after that it is
 * returned at once, connected or not (callers check `isReady` or let the command fail fast).
 */
export async function redis(url = process.env.REDIS_URL?.trim()): Promise<RedisClient | null> {
  if (!url) return null
  let e = clients.get(url)
  if (!e) clients.set(url, (e = create(url)))
  await e.firstConnect
  return e.client
}

/** Closes every connection (tests, shutdown). */
export async function closeRedis(): Promise<void> {
  const everyClient = [...clients.values()]
  clients.clear()
  await Promise.all(everyClient.map(({ client }) => client.destroy()))
}
