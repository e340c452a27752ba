import type { Payload } from 'payload'
import { z } from 'zod'

import { ecrireRetractation, lireCommande } from '@/lib/commande'

import { lignesRetractees } from '../commande'

/** Body of POST /api/admin/commandes/{numero}/retractation: the owner's answer to a late statement. */
export const decisionSchema = z.strictObject(
  {
    declaration: z
      .number({ error: 'Indiquez le numéro de la déclaration (1, 2…).' })
      .int('Indiquez le numéro de la déclaration (1, 2…).')
      .min(1, 'Indiquez le numéro de la déclaration (1, 2…).')
      .max(1000, 'Indiquez le numéro de la déclaration (1, 2…).'),
    decision: z.enum(['acceptee', 'refusee'], {
      error: 'La décision est «\u00a0acceptee\u00a0» ou «\u00a0refusee\u00a0».',
    }),
  },
  { error: 'Le corps attendu est { "declaration": n, "decision": "acceptee" | "refusee" }.' },
)

export const MESSAGES_DECISION = {
  introuvable: 'Cette commande est introuvable.',
  declaration: 'Cette commande n’a pas de déclaration de rétractation de ce numéro.',
  dansLeDelai: 'Cette déclaration est arrivée dans le délai\u00a0: elle n’a pas à être acceptée ou refusée.',
  concurrente: 'La commande vient de changer\u00a0: rechargez la page et recommencez.',
} as const

/**
 * Records the owner's acceptance or refusal of a statement received « hors délai » (docs/decisions/0133).
 * Conditional on the order's statement count, so a statement arriving meanwhile is never overwritten.
 */
export async function deciderHorsDelai(
  payload: Payload,
  numero: string,
  { declaration, decision }: z.infer<typeof decisionSchema>,
): Promise<{
  status: number
  body: { declaration: number; decision: string } | { error: string }
  /** The order decided on, for the journal. */
  commandeId?: number | string
}> {
  const c = await lireCommande(payload, { numero: { equals: numero } })
  if (!c) return { status: 404, body: { error: MESSAGES_DECISION.introuvable } }
  const lignes = lignesRetractees(c)
  const visees = lignes.filter((l) => l.declaration === declaration)
  if (!visees.length) return { status: 404, body: { error: MESSAGES_DECISION.declaration } }
  if (!visees.some((l) => l.horsDelai)) return { status: 400, body: { error: MESSAGES_DECISION.dansLeDelai } }
  const compte = c.declarationsRetractation ?? null
  const gagnant = await ecrireRetractation(
    payload,
    {
      cible: { id: { equals: c.id } },
      where:
        compte === null
          ? { declarationsRetractation: { exists: false } }
          : { declarationsRetractation: { equals: compte } },
      mongo: { declarationsRetractation: compte },
    },
    {
      lignesRetractees: lignes.map((l) =>
        l.declaration === declaration && l.horsDelai ? { ...l, decision } : l,
      ),
    },
  )
  if (gagnant === null) return { status: 409, body: { error: MESSAGES_DECISION.concurrente } }
  return { status: 200, body: { declaration, decision }, commandeId: c.id }
}
