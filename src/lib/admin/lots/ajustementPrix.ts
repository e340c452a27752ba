import { APIError, type PayloadRequest, type Where } from 'payload'
import { z } from 'zod'

import { noterLot, type ValeursAvant } from '@/lib/admin/lots/lot'
import { lireFormatsBoutique } from '@/lib/catalogue'

import { ecrireSansPublier } from './ecrire'
import { ajusterProduit, type LignePrix, type ProduitPrix } from './prixProduit'
import { identifiant, lireProduits } from './produits'
import { pluriel } from '@/lib/format'

const id = z.union([z.string().min(1).max(64), z.number().int().positive()])

export const demandeAjustement = z
  .strictObject(
    {
      portee: z.enum(['selection', 'collection', 'catalogue'], {
        error: 'Choisissez la portée\u00a0: la sélection, une collection ou tout le catalogue.',
      }),
      ids: z.array(id).max(1000, 'Une sélection compte 1 000 produits au plus.').optional(),
      collection: id.optional(),
      format: z
        .string()
        .regex(/^[A-Za-z0-9-]{1,20}$/, 'Le format est un code de la liste des réglages.')
        .nullable()
        .default(null),
      sens: z.enum(['hausse', 'baisse'], {
        error: 'Choisissez «\u00a0Augmenter\u00a0» ou «\u00a0Baisser\u00a0».',
      }),
      mode: z.enum(['montant', 'pourcentage'], { error: 'Choisissez un montant ou un pourcentage.' }),
      valeur: z
        .number({ error: 'La valeur est un nombre.' })
        .int('Le montant est un nombre entier de centimes\u00a0; le pourcentage, un nombre entier.')
        .min(1, 'La valeur doit être positive.')
        .max(10_000_000),
      arrondi: z.enum(['centime', '90'], { error: 'Choisissez l’arrondi\u00a0: au centime ou à ,90.' }),
      appliquer: z.boolean().default(false),
    },
    { error: 'Le corps attendu\u00a0: { portee, format, sens, mode, valeur, arrondi }.' },
  )
  .refine((d) => d.portee !== 'selection' || (d.ids?.length ?? 0) > 0, {
    error: 'Sélectionnez au moins un produit.',
  })
  .refine((d) => d.portee !== 'collection' || d.collection !== undefined, {
    error: 'Choisissez la collection.',
  })
  .refine((d) => d.mode !== 'pourcentage' || d.sens === 'hausse' || d.valeur < 100, {
    error: 'Une baisse en pourcentage est inférieure à 100\u00a0%.',
  })
export type DemandeAjustement = z.infer<typeof demandeAjustement>

export type LigneApercu = LignePrix & { id: string; titre: string }
export type BilanPrix = {
  produits: number
  lignes: LigneApercu[]
  erreurs: string[]
  journalId: string | null
}

async function idsVises(req: PayloadRequest, d: DemandeAjustement): Promise<unknown[]> {
  if (d.portee === 'selection') return d.ids ?? []
  const where: Where =
    d.portee === 'collection' ? { collections: { in: [identifiant(req, d.collection)] } } : {}
  const { docs } = await req.payload.find({
    collection: 'produits',
    where,
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  return docs.map((p) => p.id)
}

/**
 * « Ajuster les prix » (docs/decisions/0173-regles-de-prix.md): every old → new price of the products in
 * scope; with `appliquer`, writes them (each product keeps its publication state) and journals the lot.
 * A rule that would bring one price to zero writes nothing.
 */
export async function ajusterPrix(req: PayloadRequest, d: DemandeAjustement): Promise<BilanPrix> {
  // Sequential reads: a MongoDB transaction takes one operation at a time.
  const produits = await lireProduits(req, await idsVises(req, d))
  const boutique = await lireFormatsBoutique(req.payload)
  const bilan: BilanPrix = { produits: 0, lignes: [], erreurs: [], journalId: null }
  const ecritures: { id: string; data: Record<string, unknown>; avant: ValeursAvant }[] = []
  for (const { id, dernier } of produits) {
    const p = dernier as unknown as ProduitPrix
    const r = ajusterProduit(p, boutique, d, d.format)
    if (!r) continue
    if (!r.ok) {
      bilan.erreurs.push(r.error)
      continue
    }
    if (r.lignes.length === 0) continue
    bilan.produits++
    bilan.lignes.push(...r.lignes.map((l) => ({ ...l, id, titre: p.titre })))
    const avant = { id, valeurs: { prix: p.prix, formats: p.formats ?? [] } }
    ecritures.push({ id, data: r.data, avant })
  }
  if (!d.appliquer) return bilan
  if (bilan.erreurs.length) throw new APIError(bilan.erreurs[0], 400, null, true)
  if (ecritures.length === 0)
    throw new APIError('Aucun prix ne change\u00a0: rien à appliquer.', 400, null, true)
  for (const e of ecritures) await ecrireSansPublier(req, 'produits', e.id, e.data)
  const cible = d.format ? `le format ${d.format}` : 'tous les formats'
  bilan.journalId = await noterLot(req, {
    cible: 'produits',
    nature: 'ajustement-prix',
    resume: `Prix ajustés sur ${pluriel(ecritures.length, 'produit')}, ${cible}`,
    avant: ecritures.map((e) => e.avant),
  })
  return bilan
}
