import type { Payload } from 'payload'

import { FORMATS_PAR_DEFAUT, type ClasseExpedition, type FormatImpression } from './formatsImpression'

/** The shop's print formats and parcel prices, from the reglages global. */
export type Boutique = {
  formats: FormatImpression[]
  /** Cents per parcel class; carton plat is the settings' historic `fraisDePort`. */
  port: Record<ClasseExpedition, number>
  livraisonOfferteDes: number
}

/** Reads the shop's formats and shipping prices. A list never saved (reglages seeded before formats)
 *  reads as the seeded range, so that every printed product keeps a default format. */
export async function lireBoutique(payload: Payload): Promise<Boutique> {
  const r = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  const stockes = (r.formatsImpression ?? []).map((f): FormatImpression => ({
    code: f.code,
    libelle: f.libelle,
    largeurCm: f.largeurCm,
    hauteurCm: f.hauteurCm,
    papier: f.papier,
    prix: f.prix ?? null,
    facteur: f.facteur ?? null,
    classeExpedition: f.classeExpedition,
    actif: f.actif !== false,
    parDefaut: Boolean(f.parDefaut),
  }))
  return {
    formats: stockes.length > 0 ? stockes : FORMATS_PAR_DEFAUT,
    port: {
      enveloppe: r.fraisDePortEnveloppe ?? 290,
      'carton-plat': r.fraisDePort ?? 590,
      tube: r.fraisDePortTube ?? 890,
    },
    livraisonOfferteDes: r.livraisonOfferteDes ?? 6000,
  }
}

export async function lireFormatsBoutique(payload: Payload): Promise<FormatImpression[]> {
  return (await lireBoutique(payload)).formats
}
