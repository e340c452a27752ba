import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'

import { logger } from '@/lib/logging/logger'

import { CONNECT_MS, redis } from './client'

/**
 * Messages between the instances of the shop (Redis pub/sub), for what each process keeps in memory and
 * must drop when an editor publishes (image lookups, cached image files). Delivery is best effort: a
 * message published while Redis is unreachable is lost, so `surReprise` lets a subscriber start over
 * after an outage. Redis never delays a caller: publishing is bounded by PUBLICATION_MS, subscribing
 * does not wait for the connection.
 */
export const PUBLISH_MS = 500
const RECONNECT_MAX_MS = 2_000
/** The largest message taken from the channel (an invalidation names at most a few hundred groups). */
export const MESSAGE_MAX = 256 * 1024

type Receiver = (message: Record<string, unknown>) => void | Promise<void>
type Message = Record<string, unknown> & { origine: string }

export type Broadcast = {
  /** Sends `message` to every other instance subscribed to `canal`; false when Redis did not take it. */
  publier: (canal: string, message: Record<string, unknown>) => Promise<boolean>
  /** Calls `recepteur` for each message another instance publishes on `canal` (never for its own). */
  abonner: (canal: string, recepteur: Receiver) => void
  /** Called when the subscription comes back after a lost connection (messages may have been missed). */
  surReprise: (rappel: () => void) => void
  fermer: () => Promise<void>
}

/** Two shops sharing a Redis must not hear each other: channels carry the site's prefix. */
const prefix = () => process.env.REDIS_KEY_PREFIX ?? 'mots-couleurs:'

/**
 * One instance's side of the channels. Publishing uses the process's shared connection (client.ts);
 * a subscribed connection can do nothing else, hence one more, opened on the first `abonner`.
 */
export function createBroadcast(url: string): Broadcast {
  const origine = randomUUID()
  const recepteurs = new Map<string, Receiver[]>()
  const reprises: (() => void)[] = []
  let abonne: ReturnType<typeof ouvrir> | null = null

  function ouvrir() {
    // The offline queue is kept here (unlike client.ts): SUBSCRIBE waits for the connection, and
    // node-redis subscribes again by itself after each reconnection.
    const client = createClient({
      url,
      socket: {
        connectTimeout: CONNECT_MS,
        reconnectStrategy: (essais) => Math.min(100 * 2 ** essais, RECONNECT_MAX_MS),
      },
    })
    let perdu = false
    let pret = false
    client.on('error', (err: Error) => {
      if (perdu) return
      perdu = true
      logger().warn({ err: err.message }, 'Redis injoignable : les autres instances ne sont plus prévenues.')
    })
    client.on('ready', () => {
      if (pret && perdu) {
        logger().info('Redis de nouveau joignable : abonnement rétabli.')
        for (const rappel of reprises) rappel()
      }
      pret = true
      perdu = false
    })
    client.connect().catch(() => {
      // The client keeps retrying in the background ('error' logged above).
    })
    return client
  }

  async function recevoir(canal: string, brut: string) {
    // Whoever can publish on Redis can send anything: a bounded JSON object, or nothing reaches the
    // receivers (each also checks its own fields, src/lib/images/invalidate.ts).
    if (typeof brut !== 'string' || brut.length > MESSAGE_MAX) return
    let message: Message
    try {
      message = JSON.parse(brut) as Message
    } catch {
      return
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) return
    if (message.origine === origine) return
    for (const recepteur of recepteurs.get(canal) ?? []) {
      try {
        await recepteur(message)
      } catch (err) {
        logger().warn({ err, canal }, 'Message entre instances non appliqué.')
      }
    }
  }

  return {
    async publier(canal, message) {
      const client = await redis(url)
      if (!client?.isReady) return false
      let minuteur: NodeJS.Timeout | undefined
      const envoi = client.publish(prefix() + canal, JSON.stringify({ ...message, origine }))
      envoi.catch(() => {})
      const delai = new Promise<never>((_, rejeter) => {
        minuteur = setTimeout(() => rejeter(new Error(`sans réponse après ${PUBLISH_MS} ms`)), PUBLISH_MS)
      })
      try {
        await Promise.race([envoi, delai])
        return true
      } catch (err) {
        logger().warn({ err: (err as Error).message, canal }, 'Message entre instances non envoyé.')
        return false
      } finally {
        clearTimeout(minuteur)
      }
    },
    abonner(canal, recepteur) {
      const liste = recepteurs.get(canal)
      if (liste) return void liste.push(recepteur)
      recepteurs.set(canal, [recepteur])
      abonne ??= ouvrir()
      abonne
        .subscribe(prefix() + canal, (brut) => void recevoir(canal, brut))
        .catch(() => {
          // Queued until connected; a rejection only means the client was closed.
        })
    },
    surReprise(rappel) {
      reprises.push(rappel)
    },
    async fermer() {
      const client = abonne
      abonne = null
      recepteurs.clear()
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
  const g = globalThis as { __mcDiffusion?: Map<string, Broadcast> }
  const toutes = (g.__mcDiffusion ??= new Map())
  let d = toutes.get(url)
  if (!d) toutes.set(url, (d = createBroadcast(url)))
  return d
}
