import type { Endpoint } from 'payload'
import { z } from 'zod'

import { adminOnly } from '@/lib/auth'
import { ecrituresDeVente, journalCsv } from '@/lib/facture'
import { jsonError } from '@/lib/infra/http'

const FORMAT = /^\d{4}-\d{2}-\d{2}$/
const estUnJour = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(s)
}

const jour = (nom: string) =>
  z
    .string({ error: `Indiquez « ${nom} » au format AAAA-MM-JJ.` })
    .regex(FORMAT, { error: `« ${nom} » doit être une date au format AAAA-MM-JJ.` })
    // Checked once the format holds (zod runs every check): 2026-02-30 or 2026-13-01 are refused.
    .refine((s) => !FORMAT.test(s) || estUnJour(s), {
      error: `« ${nom} » n’est pas une date du calendrier.`,
    })

/** A year at most: the journal reads every document of the period from the store. */
const periode = z
  .object({ du: jour('du'), au: jour('au') })
  .refine(({ du, au }) => du <= au, { error: 'La date « du » doit précéder la date « au ».' })
  .refine(({ du, au }) => Date.parse(au) - Date.parse(du) <= 366 * 86_400_000, {
    error: 'La période ne peut dépasser un an.',
  })

/**
 * GET /api/admin/comptabilite/journal-des-ventes?du=AAAA-MM-JJ&au=AAAA-MM-JJ — the owner's sales
 * journal for the accountant: a CSV row per invoice and credit note dated in the period.
 */
export const journalDesVentesEndpoint: Endpoint = {
  path: '/admin/comptabilite/journal-des-ventes',
  method: 'get',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const params = new URL(req.url ?? 'http://x/').searchParams
    const lu = periode.safeParse({ du: params.get('du') ?? undefined, au: params.get('au') ?? undefined })
    if (!lu.success) return jsonError(400, lu.error.issues[0].message)
    const { du, au } = lu.data
    const csv = journalCsv(await ecrituresDeVente(req.payload, du, au))
    return new Response(csv, {
      headers: {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="journal-des-ventes_${du}_${au}.csv"`,
      },
    })
  },
}
