import type { Payload } from 'payload'

import { renderPoster } from './artwork'
import { ARTWORK_POOL, planProduits, type PlannedProduit } from './catalogue'
import { richText } from './richtext'
import { Batch, existingBy, ensureUpload, type Id, type Report, SEED_CONTEXT } from './store'
import type { TaxonomyIds } from './taxonomies'
import { COLLECTIONS } from './data/taxonomies'
import { toSlug } from '@/lib/catalogue'

import { frDeep } from './typo'

const KIND_LABEL: Record<PlannedProduit['design']['kind'], string> = {
  citation: 'une citation',
  affirmation: 'une affirmation positive',
  definition: 'une définition façon dictionnaire',
  trait: 'un trait d’esprit',
  schema: 'un schéma épuré',
  enfant: 'un message tendre pour les enfants',
  conseil: 'une infographie pédagogique',
}

function mainText(p: PlannedProduit): string {
  const d = p.design
  return d.kind === 'definition' ? `${d.mot}, ${d.nature}` : d.texte
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

function extrait(p: PlannedProduit): string {
  const collection = COLLECTIONS.find((c) => c.slug === p.collection)?.nom ?? ''
  return clip(
    `${p.sousTitre} de la collection ${collection}, en ${p.theme.nom.toLowerCase()}\u00a0: « ${mainText(p)} »`,
    160,
  )
}

function description(p: PlannedProduit) {
  const support =
    p.livraison === 'numerique'
      ? 'Fichier haute définition à télécharger dès le paiement, prêt à imprimer en A4, A3 ou 30 × 40 cm chez vous ou chez votre imprimeur.'
      : 'Imprimée sur papier mat 250 g certifié FSC, avec des encres à base d’eau, puis expédiée à plat dans un carton rigide sous 3 à 5 jours ouvrés.'
  return richText([
    `« ${p.titre} » met en scène ${KIND_LABEL[p.design.kind]} dans une composition typographique aux tons ${p.theme.nom.toLowerCase()}. Pensée pour les cabinets et salles d’attente, elle apporte une note de douceur et invite à la conversation.`,
    `${support} Chaque création est dessinée à l’atelier Mots & Couleurs, en France.`,
  ])
}

function alt(p: PlannedProduit): string {
  return clip(`Affiche typographique sur fond ${p.theme.nom.toLowerCase()} : « ${mainText(p)} »`, 200)
}

type Renders = Map<string, Promise<Buffer>>

/** A render started once per file name and handed over (then forgotten) when uploaded. */
function take(renders: Renders, name: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const pending = renders.get(name) ?? render()
  renders.delete(name)
  return pending
}

function posterOf(p: PlannedProduit) {
  return {
    design: p.design,
    kicker: COLLECTIONS.find((c) => c.slug === p.collection)?.nom ?? '',
    palette: p.theme.palette,
    variant: p.artwork,
  }
}

/** Start rendering a product's files while the database writes the previous ones (sharp runs off the main thread). */
function prefetch(renders: Renders, p: PlannedProduit, slug: string) {
  if (!renders.has(`${slug}.jpg`)) renders.set(`${slug}.jpg`, renderPoster(posterOf(p)))
  if (p.livraison === 'numerique' && !renders.has(`${slug}-impression.png`)) {
    renders.set(`${slug}-impression.png`, renderPoster(posterOf(p), 2, 'png'))
  }
}

/** The illustration (900×1200 JPEG) and, for digital products, the print file (1800×2400 PNG). */
async function artworkOf(
  payload: Payload,
  p: PlannedProduit,
  slug: string,
  withPrint: boolean,
  renders: Renders = new Map(),
) {
  const poster = posterOf(p)
  const web = `${slug}.jpg`
  const printName = `${slug}-impression.png`
  const illustration = await ensureUpload(
    payload,
    'media',
    async () => ({
      data: await take(renders, web, () => renderPoster(poster)),
      name: web,
      mimetype: 'image/jpeg',
    }),
    { alt: alt(p) },
    web,
  )
  const print = withPrint
    ? await ensureUpload(
        payload,
        'telechargements',
        async () => ({
          data: await take(renders, printName, () => renderPoster(poster, 2, 'png')),
          name: printName,
          mimetype: 'image/png',
        }),
        {
          description: `Fichier d’impression de « ${p.titre} » (1800 × 2400 px)`,
        },
        printName,
      )
    : undefined
  return { illustration, print }
}
const ids = (map: Map<string, Id>, slugs: string[]) =>
  slugs.map((s) => map.get(s)).filter((v): v is Id => v !== undefined)

function produitData(
  p: PlannedProduit,
  slug: string,
  tax: TaxonomyIds,
  art: { illustration?: Id; print?: Id },
) {
  return frDeep({
    titre: p.titre,
    slug,
    sousTitre: p.sousTitre,
    extrait: extrait(p),
    description: description(p),
    illustration: art.illustration,
    alt: alt(p),
    categorie: p.categorie,
    livraison: p.livraison,
    prix: p.prix,
    fichierNumerique: p.livraison === 'numerique' ? art.print : undefined,
    // The studio prints a poster from the same high-definition file (docs/decisions/0148).
    fichierImpression: p.livraison === 'imprime' ? art.print : undefined,
    audiences: ids(tax.audiences, p.audiences),
    collections: ids(tax.collections, [p.collection]),
    themes: ids(tax.themes, [p.theme.slug]),
    motsCles: ids(tax['mots-cles'], p.motsCles),
    langues: ids(tax.langues, [p.langue]),
    mockups: p.mockups,
    coupDeCoeur: p.coupDeCoeurRang !== undefined,
    coupDeCoeurRang: p.coupDeCoeurRang,
    publishedAt: p.publishedAt,
    _status: 'published' as const,
  })
}

/**
 * The benchmark bulk (products past the artwork pool): the same rows Payload's create writes (the
 * document and its first, latest version) through the database adapter, without the per-document
 * hooks — a brand-new product built from validated seed data has no cache to expire, no derived
 * image to invalidate and nothing to validate twice. Several times cheaper than payload.create.
 */
async function createDirect(
  payload: Payload,
  data: ReturnType<typeof produitData>,
  req: Awaited<ReturnType<Batch['request']>>,
) {
  const now = new Date().toISOString()
  const doc = { ...data, likes: 0, ajoutsPanier: 0, ventes: 0, createdAt: now, updatedAt: now }
  const created = await payload.db.create({ collection: 'produits', data: doc, req })
  const parent = (created as { id?: Id } | null)?.id
  if (parent === undefined) throw new Error('Seed : identifiant du produit créé introuvable.')
  await payload.db.createVersion({
    collectionSlug: 'produits',
    parent,
    versionData: doc as never,
    autosave: false,
    createdAt: now,
    updatedAt: now,
    req,
    returning: false,
  })
}

export async function seedProduits(
  payload: Payload,
  tax: TaxonomyIds,
  count: number,
  report: Report,
  log: (m: string) => void,
): Promise<void> {
  const plan = planProduits(count)
  const existing = await existingBy(payload, 'produits')
  // Artwork of the first ARTWORK_POOL products, reused (with their print files) by the rest.
  const pool: { illustration?: Id; print?: Id }[] = []
  const started = Date.now()
  const renders: Renders = new Map()
  const slugs = plan.map((p) => toSlug(p.titre))
  const batch = new Batch(payload)
  try {
    for (const [i, p] of plan.entries()) {
      const slug = slugs[i]
      if (existing.has(slug)) continue
      for (const k of [i + 1, i + 2])
        if (k < Math.min(plan.length, ARTWORK_POOL) && !existing.has(slugs[k]))
          prefetch(renders, plan[k], slugs[k])
      let art = pool[p.artwork]
      if (!art?.illustration || (p.livraison === 'numerique' && !art.print)) {
        await batch.flush()
        art =
          i >= ARTWORK_POOL
            ? // A resumed large seed: the pool artwork was created by a previous run, under its first product's slug.
              await artworkOf(payload, plan[p.artwork], slugs[p.artwork], true)
            : await artworkOf(payload, p, slug, p.livraison === 'numerique', renders)
        pool[p.artwork] = art
      }
      const data = produitData(p, slug, tax, art)
      if (i >= ARTWORK_POOL) await createDirect(payload, data, await batch.request())
      else
        await payload.create({
          collection: 'produits',
          data: data as never,
          overrideAccess: true,
          depth: 0,
          context: SEED_CONTEXT,
        })
      await batch.written()
      existing.set(slug, 0)
      report.add('produits')
      if ((i + 1) % (Number(process.env.SEED_LOG_EVERY) || 1000) === 0)
        log(`  ${i + 1} produits en ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
    await batch.flush()
  } catch (err) {
    await batch.abort()
    throw err
  }
  await seedBrouillons(payload, plan, existing, pool, report)
}

/** Two drafts (not public), so tests can check that drafts stay hidden. */
async function seedBrouillons(
  payload: Payload,
  plan: PlannedProduit[],
  existing: Map<string, Id>,
  pool: { illustration?: Id }[],
  report: Report,
) {
  const drafts = ['Brouillon : affiche à venir', 'Brouillon : carte en préparation']
  for (const [n, titre] of drafts.entries()) {
    const slug = toSlug(titre)
    if (existing.has(slug)) continue
    const source = plan[n % plan.length]
    const illustration =
      pool[source.artwork]?.illustration ?? (await artworkOf(payload, source, slug, false)).illustration
    await payload.create({
      collection: 'produits',
      data: frDeep({
        titre,
        slug,
        extrait: 'Une création en cours de préparation à l’atelier.',
        illustration,
        categorie: n === 0 ? 'affiche' : 'carte',
        livraison: 'imprime',
        prix: 2900,
        mockups: ['cadre-bois'],
        _status: 'draft',
      }) as never,
      draft: true,
      overrideAccess: true,
      depth: 0,
      context: SEED_CONTEXT,
    })
    report.add('produits (brouillons)')
  }
}
