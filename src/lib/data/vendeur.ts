import 'server-only'

import { cache } from 'react'

import { TAGS } from '@/lib/cache/tags'
import { cached } from '@/lib/cache/cached'
import { payloadClient } from '@/lib/payload/client'
import { lireBoutique } from '@/lib/produits/formatsBoutique'
import { CLASSES_EXPEDITION } from '@/lib/produits/formatsImpression'
import { identiteDesReglages, type IdentiteVendeur } from '@/lib/vendeur/identite'

/** What the legal pages and the CGV say from the settings: who sells, and what shipping costs. */
export type MentionsVendeur = {
  vendeur: IdentiteVendeur
  /** One row per parcel class in use: its price and the formats it carries. */
  envois: { classe: string; prix: number; formats: string[] }[]
  livraisonOfferteDes: number
}

const load = cached(
  async (): Promise<MentionsVendeur> => {
    const payload = await payloadClient()
    const r = await payload.findGlobal({ slug: 'reglages', depth: 0 })
    const boutique = await lireBoutique(payload)
    const actifs = boutique.formats.filter((f) => f.actif)
    return {
      vendeur: identiteDesReglages(r),
      envois: CLASSES_EXPEDITION.map((c) => ({
        classe: c.label,
        prix: boutique.port[c.value],
        formats: actifs.filter((f) => f.classeExpedition === c.value).map((f) => f.libelle),
      })).filter((e) => e.formats.length > 0),
      livraisonOfferteDes: boutique.livraisonOfferteDes,
    }
  },
  'mentions-vendeur',
  () => [TAGS.reglages],
  // The settings alone: no visitor input in its key.
  'content',
)

export const lireMentionsVendeur = cache(load)
