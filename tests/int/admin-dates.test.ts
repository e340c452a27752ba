import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FORMAT_DATE, FORMAT_DATE_HEURE } from '@/fields/dateHeure'

import { getTestPayload } from './helpers/payload'

/** Every date field an editor sees reads and takes French dates (src/fields/dateHeure.ts): its picker's
 *  format is « 25/11/2026 » or « 25/11/2026 22:15 », and so are the lists', headers' and filters'. */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
})
afterAll(async () => cleanup())

type Champ = { chemin: string; field: Field }

function champsDate(fields: Field[], prefixe: string): Champ[] {
  return fields.flatMap((field): Champ[] => {
    const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
    // Not in a form: hidden fields (Payload's own auth fields) and the timestamps, which the document's
    // header shows in the config's format (checked above).
    if (('hidden' in field && field.hidden) || admin?.hidden || admin?.disabled) return []
    if ('name' in field && (field.name === 'createdAt' || field.name === 'updatedAt')) return []
    const nom = 'name' in field ? `${prefixe}.${field.name}` : prefixe
    if (field.type === 'date') return [{ chemin: nom, field }]
    if (field.type === 'tabs') return field.tabs.flatMap((t) => champsDate(t.fields, nom))
    if ('fields' in field && Array.isArray(field.fields)) return champsDate(field.fields, nom)
    if (field.type === 'blocks') return field.blocks.flatMap((b) => champsDate(b.fields, nom))
    return []
  })
}

describe('admin dates in French', () => {
  it('lists, headers and filters show « 25/11/2026 22:15 »', () => {
    expect(payload.config.admin.dateFormat).toBe(FORMAT_DATE_HEURE)
    expect(Object.keys(payload.config.i18n.supportedLanguages ?? {})).toEqual(['fr'])
  })

  it('every date field of the admin has a French picker format', () => {
    const champs = [
      ...payload.config.collections
        .filter((c) => c.admin?.hidden !== true && !c.slug.startsWith('payload-')) // a function: hidden from some roles only
        .flatMap((c) => champsDate(c.fields, c.slug)),
      ...payload.config.globals.flatMap((g) => champsDate(g.fields, g.slug)),
    ]
    expect(champs.map((c) => c.chemin)).toEqual(
      expect.arrayContaining(['produits.publishedAt', 'reglages.lastmod']),
    )
    const sansFormat = champs
      .filter(({ field }) => {
        const date = (field.admin as { date?: { displayFormat?: string } } | undefined)?.date
        return ![FORMAT_DATE, FORMAT_DATE_HEURE].includes(date?.displayFormat ?? '')
      })
      .map((c) => c.chemin)
    expect(sansFormat).toEqual([])
  })
})
