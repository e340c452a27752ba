import { createHmac, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { inTurn } from '@/lib/infra/concurrency'
import { addressKey, clientIp } from '@/lib/infra/http'
import { payloadSecret } from '@/lib/infra/signature'

import { ecrireLigne } from './ecritures'
import { commandeDuJeton } from './statuts'

/** The address of a download as a keyed hash: the same address gives the same print, which proves
 *  nothing about anyone without the shop's secret; the address itself is never stored. */
export const empreinteAdresse = (headers: Headers): string =>
  createHmac('sha256', payloadSecret())
    .update(`telechargement:${addressKey(clientIp(headers))}`)
    .digest('hex')
    .slice(0, 32)

/**
 * Records the first download of one file of an order (time and hashed address), the performance the
 * digital-file exclusion from withdrawal starts with (docs/decisions/0132). Later downloads of the same
 * file change nothing. Downloads of one order take turns in this process, so two files fetched at once
 * do not overwrite each other's row.
 */
export function noterPremierTelechargement(
  payload: Payload,
  commandeId: number | string,
  slug: string,
  headers: Headers,
  now = new Date(),
): Promise<void> {
  return inTurn(`telechargement-${commandeId}`, async () => {
    const c = await commandeDuJeton(payload, commandeId)
    if (!c) return
    const deja = c.premiersTelechargements ?? []
    if (deja.some((t) => t.slug === slug)) return
    const ligne = {
      // The row id Payload's own writes would give (the database layer leaves it to the caller).
      id: randomBytes(12).toString('hex'),
      slug,
      le: now.toISOString(),
      empreinteAdresse: empreinteAdresse(headers),
    }
    await ecrireLigne(payload, {
      id: c.id,
      // SQL: appended ($push), since writing the whole array rewrites the rows of the order's other
      // arrays. MongoDB embeds arrays: setting this one touches nothing else (and the compatible test
      // server knows no $push).
      data: {
        premiersTelechargements: payload.db.name === 'mongoose' ? [...deja, ligne] : { $push: ligne },
      },
      returning: false,
    })
  })
}
