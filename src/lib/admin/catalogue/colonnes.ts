import { z } from 'zod'

import { CATEGORIES, LIVRAISONS, RESERVED_PRODUCT_SLUGS, SLUG_PATTERN } from '@/lib/catalogue'
import { centimesDepuisEuros, eurosDepuisCentimes, validerEuros } from '@/lib/format'
import { texteDe } from '@/lib/contenu'

import { idDe, RELATIONS, type Relation, type Termes } from './taxonomies'

type Doc = Record<string, unknown>
/** What a cell is checked against: the terms that exist, the shop's print formats. */
export type Contexte = { termes: Termes; formats: string[] }

/**
 * One column of a catalogue file. `lire` gives a stored document's cell (the export writes it, the dry
 * run compares it); `valeur` turns a cell into the stored value, with French messages (export-only
 * columns have none). A column and the field it writes share their name.
 */
export type Colonne = {
  nom: string
  /** A list: « a | b » in CSV, an array in JSON. */
  liste?: boolean
  lire: (doc: Doc, ctx: Contexte) => string
  valeur?: (ctx: Contexte) => z.ZodType<unknown, string>
  /** Needed to create a document (a product draft, a term). */
  requis?: boolean
}

export const SEPARATEUR = ' | '
const PRIX_MAX = 10_000_000
const texte = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const elements = (cellule: string) =>
  cellule
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)

const texteBorne =
  (max: number, requis = false) =>
  () =>
    z
      .string()
      .trim()
      .max(max, `${max} caractères au plus.`)
      .refine((s) => !requis || s.length > 0, 'Ne peut pas être vide.')
      .transform((s) => (s === '' ? null : s))

const choix = (options: readonly { value: string }[]) => () => {
  const valeurs = options.map((o) => o.value)
  return z
    .string()
    .trim()
    .refine((s) => valeurs.includes(s), `Valeurs possibles\u00a0: ${valeurs.join(', ')}.`)
}

const euros = () =>
  z.string().transform((s, ctx) => {
    const centimes = centimesDepuisEuros(s)
    const verdict = validerEuros(centimes ?? s, { min: 1, max: PRIX_MAX, requis: true })
    if (verdict !== true) ctx.addIssue({ code: 'custom', message: verdict })
    return centimes ?? 0
  })

const slug = (reserves: readonly string[] = []) =>
  z
    .string()
    .trim()
    .regex(SLUG_PATTERN, 'Lettres minuscules sans accent, chiffres et tirets seulement.')
    .refine((s) => !reserves.includes(s), 'Ce slug est réservé par une adresse du site.')

/** A taxonomy column: slugs in the file, ids in the database; an unknown slug is named. */
function relation(nom: Relation): Colonne {
  return {
    nom,
    liste: true,
    lire: (doc, { termes }) =>
      ((doc[nom] as unknown[] | null) ?? [])
        .map((v) => termes[nom].slugDe.get(idDe(v)))
        .filter(Boolean)
        .join(SEPARATEUR),
    valeur: ({ termes }) =>
      z.string().transform((s, ctx) => {
        const slugs = elements(s)
        const inconnus = slugs.filter((x) => !termes[nom].idDe.has(x))
        if (inconnus.length)
          ctx.addIssue({
            code: 'custom',
            message: `Inconnu${inconnus.length > 1 ? 's' : ''} dans ${RELATIONS[nom]}\u00a0: ${inconnus.join(', ')}.`,
          })
        return [...new Set(slugs)].map((x) => termes[nom].idDe.get(x))
      }),
  }
}

/** « A3=15,00 | A4 »: the product's formats, each with its own price or the settings' one. */
const formats: Colonne = {
  nom: 'formats',
  liste: true,
  lire: (doc) =>
    ((doc.formats as { code: string; prix?: number | null }[] | null) ?? [])
      .map((f) => (f.prix ? `${f.code}=${eurosDepuisCentimes(f.prix)}` : f.code))
      .join(SEPARATEUR),
  valeur: (ctx) =>
    z.string().transform((s, issue) =>
      elements(s).map((el) => {
        const [code, prix] = el.split('=').map((x) => x.trim())
        if (!ctx.formats.includes(code))
          issue.addIssue({
            code: 'custom',
            message: `Format inconnu «\u00a0${code}\u00a0»\u00a0; formats des réglages\u00a0: ${ctx.formats.join(', ')}.`,
          })
        if (prix === undefined) return { code, prix: null }
        const centimes = centimesDepuisEuros(prix)
        const verdict = validerEuros(centimes ?? prix, { min: 1, max: PRIX_MAX, requis: true })
        if (verdict !== true) issue.addIssue({ code: 'custom', message: `${code}\u00a0: ${verdict}` })
        return { code, prix: centimes }
      }),
    ),
}

const simple = (nom: string, valeur?: Colonne['valeur'], requis = false): Colonne => ({
  nom,
  lire: (doc) => texte(doc[nom]),
  valeur,
  requis,
})

const PRODUITS: Colonne[] = [
  { ...simple('slug', () => slug(RESERVED_PRODUCT_SLUGS), true) },
  simple('titre', texteBorne(120, true), true),
  simple('sousTitre', texteBorne(160)),
  simple('extrait', texteBorne(160, true)),
  // Shown for the reader; an import never publishes nor unpublishes (new products are drafts).
  { nom: 'statut', lire: (doc) => (doc._status === 'published' ? 'publié' : 'brouillon') },
  simple('categorie', choix(CATEGORIES)),
  simple('livraison', choix(LIVRAISONS)),
  {
    nom: 'prix',
    lire: (doc) => (typeof doc.prix === 'number' ? eurosDepuisCentimes(doc.prix) : ''),
    valeur: euros,
    requis: true,
  },
  formats,
  relation('audiences'),
  relation('collections'),
  relation('themes'),
  relation('motsCles'),
  relation('langues'),
  simple('alt', texteBorne(300)),
]

const TERMES: Colonne[] = [
  simple('slug', () => slug(), true),
  simple('nom', texteBorne(80, true), true),
  simple('description', texteBorne(5000)),
]

const FAQ: Colonne[] = [
  simple('question'),
  simple('rubrique'),
  simple('ordre'),
  {
    nom: 'reponse',
    lire: (doc) => {
      const root = (doc.reponse as { root?: { children?: never[] } } | null)?.root
      return (root?.children ?? []).map(texteDe).filter(Boolean).join('\n\n')
    },
  },
]
/** The collections whose catalogue exports and imports, and their columns. */
export const COLONNES = { produits: PRODUITS, audiences: TERMES, collections: TERMES, faq: FAQ } as const
export type CibleExport = keyof typeof COLONNES
/** FAQ answers are rich text: they export as plain text, and are edited in the admin. */
export const CIBLES_IMPORT = ['produits', 'audiences', 'collections'] as const
export type CibleImport = (typeof CIBLES_IMPORT)[number]
