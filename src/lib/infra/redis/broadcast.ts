import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'

import { logger } from '@/lib/infra/logging'

import { CONNECT_MS, redis } from './connection'

/**
 * Messages between the instances of the shop (Redis pub/sub), for what each process keeps in memory and
 * must drop when an editor publishes (image lookups, cached image files). Delivery is best effort: a
 * message published while Redis is unreachable is lost, so `onResubscribe` lets a subscriber start over
 * after an outage. Redis never delays a caller: publishing is bounded by PUBLICATION_MS, subscribing
 * does not wait for the connection.
 */
export const PUBLISH_MS = 500
const RECONNECT_MAX_MS = 2_000
/** The largest message taken from the channel (an invalidation names at most a few hundred groups). */
export const MESSAGE_MAX = 256 * 1024

type Receiver = (message: Record<string, unknown>) => void | Promise<void>
type Message = Record<string, unknown> & { origin: string }

export type Broadcast = {
  /** Sends `message` to every other instance subscribed to `chan`; false when Redis did not take it. */
  publish: (chan: string, message: Record<string, unknown>) => Promise<boolean>
  /** Calls `receiver` for each message another instance publishes on `chan` (never for its own). */
  subscribe: (chan: string, receiver: Receiver) => void
  /** Called when the subscription comes back after a lost connection (messages may have been missed). */
  onResubscribe: (callback: () => void) => void
  close: () => Promise<void>
}

/** Two shops sharing a Redis must not hear each other: channels carry the site's prefix. */
const prefix = () => process.env.REDIS_KEY_PREFIX ?? 'mots-couleurs:'

/** The subscribed connection. The offline queue is kept here (unlike client.ts): SUBSCRIBE waits for
 *  the connection, and node-redis subscribes again by itself after each reconnection. */
function openSubscriber(url: string, onReconnect: (() => void)[]) {
  const client = createClient({
    url,
    socket: {
      connectTimeout: CONNECT_MS,
      reconnectStrategy: (attempts) => Math.min(100 * 2 ** attempts, RECONNECT_MAX_MS),
    },
  })
  let dropped = false
  let wasReady = false
  client.on('error', (err: Error) => {
    if (dropped) return
    dropped = true
    logger().warn({ err: err.message }, 'Redis injoignable : les autres instances ne sont plus prévenues.')
  })
  client.on('ready', () => {
    if (wasReady && dropped) {
      logger().info('Redis de nouveau joignable : abonnement rétabli.')
      for (const callback of onReconnect) callback()
    }
    wasReady = true
    dropped = false
  })
  client.connect().catch(() => {
    // The client keeps retrying in the background ('error' logged above).
  })
  return client
}

/** Hands a raw message of `chan` to its receivers, unless it is this instance's own or malformed. */
function receiverOf(listeners: Map<string, Receiver[]>, origin: string) {
  return async (chan: string, raw: string) => {
    // Whoever can publish on Redis can send anything: a bounded JSON object, or nothing reaches the
    // receivers (each also checks its own fields, src/lib/images/invalidate.ts).
    if (typeof raw !== 'string' || raw.length > MESSAGE_MAX) return
    let message: Message
    try {
      message = JSON.parse(raw) as Message
    } catch {
      return
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) return
    if (message.origin === origin) return
    for (const receiver of listeners.get(chan) ?? []) {
      try {
        await receiver(message)
      } catch (err) {
        logger().warn({ err, canal: chan }, 'Message entre instances non appliqué.')
      }
    }
  }
}

/** Publishes on the shared connection, waiting PUBLISH_MS at most. */
async function publishBounded(url: string, chan: string, message: Record<string, unknown>, origin: string) {
  const client = await redis(url)
  if (!client?.isReady) return false
  let timer: NodeJS.Timeout | undefined
  const sending = client.publish(prefix() + chan, JSON.stringify({ ...message, origin }))
  sending.catch(() => {})
  const delay = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sans réponse après ${PUBLISH_MS} ms`)), PUBLISH_MS)
  })
  try {
    await Promise.race([sending, delay])
    return true
  } catch (err) {
    logger().warn({ err: (err as Error).message, canal: chan }, 'Message entre instances non envoyé.')
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One instance's side of the channels. Publishing uses the process's shared connection (client.ts);
 * a subscribed connection can do nothing else, hence one more, opened on the first `subscribe`.
 */
export function createBroadcast(url: string): Broadcast {
  const origin = randomUUID()
  const listeners = new Map<string, Receiver[]>()
  const onReconnect: (() => void)[] = []
  const receive = receiverOf(listeners, origin)
  let subscriber: ReturnType<typeof openSubscriber> | null = null

  return {
    publish: (chan, message) => publishBounded(url, chan, message, origin),
    subscribe(chan, receiver) {
      const list = listeners.get(chan)
      if (list) return void list.push(receiver)
      listeners.set(chan, [receiver])
      subscriber ??= openSubscriber(url, onReconnect)
      subscriber
        .subscribe(prefix() + chan, (raw) => void receive(chan, raw))
        .catch(() => {
          // Queued until connected; a rejection only means the client was closed.
        })
    },
    onResubscribe(callback) {
      onReconnect.push(callback)
    },
    async close() {
      const client = subscriber
      subscriber = null
      listeners.clear()
      if (client) await client.destroy()
    },
  }
}

/**
 * The process's messaging (REDIS_URL), or null without Redis. Kept on globalThis: Next bundles a module
 * once per route, and the process must keep one subscribed connection.
 */
export function broadcast(url = process.env.REDIS_URL?.trim()): Broadcast | null {
  if (!url) return null
  const g = globalThis as { __mcBroadcast?: Map<string, Broadcast> }
  const all = (g.__mcBroadcast ??= new Map())
  let d = all.get(url)
  if (!d) all.set(url, (d = createBroadcast(url)))
  return d
}
