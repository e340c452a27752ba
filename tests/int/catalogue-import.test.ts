/**
 * The catalogue's import and export (src/lib/catalogue, docs/catalogue.md): the plugin's export gives
 * the catalogue's columns (slugs, euros, formats), an unchanged export imports as « unchanged », an
 * edited one changes exactly the edited cells, new products are drafts, a file with a bad row writes
 * nothing and says line, column and reason, and the lot is in the journal. Staff only, catalogue only.
 */
import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Produit } from '@/payload-types'

import { api } from '../support/api'
import { enSession } from './helpers/espace'
import { createProduit } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const jetons = { admin: '', editeur: '' }
const auth = (qui: keyof typeof jetons) => ({ authorization: `JWT ${jetons[qui]}` })

async function compte(qui: keyof typeof jetons) {
  const email = `${qui}@example.fr`
  const password = 'mot-de-passe-solide-42'
  await payload.create({ collection: 'users', data: { email, password, roles: [qui] } })
  jetons[qui] = (await payload.login({ collection: 'users', data: { email, password } })).token!
}

const terme = (collection: 'audiences' | 'collections', slug: string) =>
  payload.create({ collection, data: { nom: slug, slug } })

const produit = async (slug: string) =>
  (
    await payload.find({
      collection: 'produits',
      where: { slug: { equals: slug } },
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as Produit | undefined

const exporter = (qui: keyof typeof jetons, collectionSlug: string, format = 'csv') =>
  api(payload, 'POST', '/exports/download', {
    headers: auth(qui),
    body: { data: { collectionSlug, format, drafts: 'yes', sort: 'slug' } },
  })

const essai = (contenu: string, format = 'csv', cible = 'produits') =>
  api(payload, 'POST', '/catalogue/import/essai', {
    headers: auth('editeur'),
    body: { cible, format, contenu },
  })
const importer = (contenu: string, empreinte?: string, format = 'csv') =>
  api(payload, 'POST', '/catalogue/import', {
    headers: auth('editeur'),
    body: { cible: 'produits', format, contenu, empreinte },
  })

const lots = async () =>
  (
    await payload.find({
      collection: 'journal',
      where: { resume: { like: 'Import' } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs

const ids: Record<string, number | string> = {}

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  await compte('admin')
  await compte('editeur')
  for (const s of ['sophrologues', 'psychologues']) ids[s] = (await terme('audiences', s)).id
  for (const s of ['citations', 'definitions']) ids[s] = (await terme('collections', s)).id
  await createProduit(payload, {
    titre: 'Respirer',
    slug: 'respirer',
    prix: 1200,
    audiences: [ids.sophrologues],
    collections: [ids.citations],
  })
  await createProduit(payload, {
    titre: 'Douceur',
    slug: 'douceur',
    prix: 2400,
    livraison: 'imprime',
    fichierNumerique: null,
    formats: [{ code: 'A3' }, { code: 'A2', prix: 4500 }],
    audiences: [ids.sophrologues, ids.psychologues],
  })
}, 120_000)
afterAll(async () => {
  await cleanup?.()
})

describe('exporting the catalogue', () => {
  it('writes the catalogue’s columns: slugs for taxonomies, euros, formats with their prices', async () => {
    const res = await exporter('editeur', 'produits')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lignes = parse(res.text, { bom: true, columns: true }) as Record<string, string>[]
    expect(lignes.map((l) => l.slug).sort()).toEqual(['douceur', 'respirer'])
    const douceur = lignes.find((l) => l.slug === 'douceur')!
    expect(douceur).toMatchObject({
      titre: 'Douceur',
      prix: '24,00',
      formats: 'A3 | A2=45,00',
      audiences: 'sophrologues | psychologues',
      collections: '',
      statut: 'publié',
    })
    expect(Object.keys(douceur)).not.toContain('illustration')
  })

  it('an export of chosen fields (the list’s columns) always names its rows by slug', async () => {
    const res = await api(payload, 'POST', '/exports/download', {
      headers: auth('editeur'),
      body: { data: { collectionSlug: 'produits', format: 'csv', drafts: 'yes', fields: ['titre', 'prix'] } },
    })
    const [premiere] = parse(res.text, { bom: true, columns: true }) as Record<string, string>[]
    expect(Object.keys(premiere).sort()).toEqual(['prix', 'slug', 'titre'])
  })

  it('exports JSON with lists as arrays, and audiences, collections and the FAQ too', async () => {
    const json = (await exporter('editeur', 'produits', 'json')).json as Record<string, unknown>[]
    expect(json.find((l) => l.slug === 'respirer')).toMatchObject({
      prix: '12,00',
      audiences: ['sophrologues'],
      collections: ['citations'],
    })
    const audiences = parse((await exporter('editeur', 'audiences')).text, { bom: true, columns: true })
    expect(audiences.map((a: { slug: string }) => a.slug).sort()).toEqual(['psychologues', 'sophrologues'])
    expect((await exporter('admin', 'collections')).status).toBe(200)
    expect((await exporter('admin', 'faq')).status).toBe(200)
  })
})

/** The catalogue's export with two prices and a collection changed, and a new product added. */
async function exportModifie() {
  const lignes = parse((await exporter('editeur', 'produits')).text, {
    bom: true,
    columns: true,
  }) as Record<string, string>[]
  const respirer = lignes.find((l) => l.slug === 'respirer')!
  const douceur = lignes.find((l) => l.slug === 'douceur')!
  respirer.prix = '13,50'
  respirer.collections = 'definitions'
  douceur.prix = '25'
  lignes.push({ ...respirer, slug: 'nouvelle-affiche', titre: 'Nouvelle affiche', statut: 'publié' })
  const entete = Object.keys(respirer)
  const rangees = lignes.map((l) => entete.map((c) => JSON.stringify(l[c])).join(','))
  return [entete.join(','), ...rangees].join('\n')
}

describe('importing the catalogue: an export and its edits', () => {
  it('imports an unchanged export as « unchanged », in CSV and in JSON, and writes nothing', async () => {
    const csv = (await exporter('editeur', 'produits')).text
    const r = await essai(csv)
    expect(r.status).toBe(200)
    expect(r.json.lignes.map((l: { resultat: string }) => l.resultat)).toEqual(['inchange', 'inchange'])
    const json = (await exporter('editeur', 'produits', 'json')).text
    const rj = await essai(json, 'json')
    expect(rj.json.lignes.map((l: { resultat: string }) => l.resultat)).toEqual(['inchange', 'inchange'])
    const applique = await importer(csv)
    expect(applique.json).toMatchObject({ crees: 0, modifies: 0, inchanges: 2, journalId: null })
  })

  it('round trip: two prices and a collection changed in the file, a new product → exactly those changes, journaled', async () => {
    const csv = await exportModifie()
    const r = await essai(csv)
    expect(r.status).toBe(200)
    expect(r.json.lignes).toEqual([
      {
        ligne: 2,
        slug: 'douceur',
        resultat: 'modifie',
        changements: [{ colonne: 'prix', avant: '24,00', apres: '25,00' }],
      },
      {
        ligne: 3,
        slug: 'respirer',
        resultat: 'modifie',
        changements: [
          { colonne: 'prix', avant: '12,00', apres: '13,50' },
          { colonne: 'collections', avant: 'citations', apres: 'definitions' },
        ],
      },
      expect.objectContaining({ ligne: 4, slug: 'nouvelle-affiche', resultat: 'cree' }),
    ])
    // Nothing written by the dry run.
    expect((await produit('respirer'))?.prix).toBe(1200)

    const fait = await importer(csv, r.json.empreinte)
    expect(fait.status).toBe(200)
    expect(fait.json).toMatchObject({ crees: 1, modifies: 2, inchanges: 0 })
    const apres = await produit('respirer')
    expect(apres).toMatchObject({ prix: 1350, collections: [ids.definitions], _status: 'published' })
    expect(apres?.audiences).toEqual([ids.sophrologues])
    expect(await produit('douceur')).toMatchObject({ prix: 2500, _status: 'published' })
    // A new product is a draft, whatever the file's « statut » says; visitors do not see it.
    expect(await produit('nouvelle-affiche')).toMatchObject({ _status: 'draft', prix: 1350 })
    const public_ = await api(payload, 'GET', '/produits?where[slug][equals]=nouvelle-affiche')
    expect(public_.json.docs).toEqual([])

    const [lot] = await lots()
    expect(lot).toMatchObject({ cible: 'produits', auteur: 'editeur@example.fr' })
    // The lot as src/lib/admin/lots/lot.ts keeps it: its nature, and each document's values before.
    expect(lot.nature).toBe('import')
    const detail = lot.changements as { avant: unknown[]; crees: string[] }
    expect(detail.crees).toEqual([String((await produit('nouvelle-affiche'))!.id)])
    expect(detail.avant).toContainEqual({
      id: String(apres!.id),
      valeurs: { prix: 1200, collections: [ids.citations] },
    })
  })
})

describe('importing the catalogue: a bad row writes nothing', () => {
  it('a file with bad rows writes nothing and names each bad row’s line, column and reason in French', async () => {
    const avant = (await produit('respirer'))!.prix
    const lots0 = (await lots()).length
    const csv = [
      'slug,titre,prix,audiences,formats',
      'respirer,Respirer,99,sophrologues,',
      'douceur,Douceur,"12,345",inconnue,A9',
      'sans-titre,,10,,',
      'respirer,Respirer,98,,',
    ].join('\n')
    const r = await essai(csv)
    expect(r.status).toBe(422)
    expect(r.json.error).toBe('Le fichier contient des erreurs\u00a0: rien n’a été importé.')
    expect(r.json.problemes).toEqual([
      {
        ligne: 3,
        colonne: 'prix',
        raison:
          'Montant invalide\u00a0: écrivez des euros avec au plus deux décimales, par exemple 12,00\u00a0€.',
      },
      { ligne: 3, colonne: 'audiences', raison: 'Inconnu dans audiences\u00a0: inconnue.' },
      {
        ligne: 3,
        colonne: 'formats',
        raison: expect.stringMatching(
          /^Format inconnu «\u00a0A9\u00a0»\u00a0; formats des réglages\u00a0: A5, A4, A3/,
        ),
      },
      { ligne: 4, colonne: 'titre', raison: 'Ne peut pas être vide.' },
      { ligne: 5, colonne: 'slug', raison: 'Slug déjà présent ligne 2.' },
    ])
    const applique = await importer(csv)
    expect(applique.status).toBe(422)
    expect(applique.json.problemes).toHaveLength(5)
    expect((await produit('respirer'))!.prix).toBe(avant)
    expect(await produit('sans-titre')).toBeUndefined()
    expect(await lots()).toHaveLength(lots0)
  })

  it('a row only Payload refuses (a published digital product without its file) undoes the rows before it', async () => {
    const avant = (await produit('respirer'))!.prix
    const csv = 'slug,prix,livraison\nrespirer,15,numerique\ndouceur,24,numerique'
    expect((await essai(csv)).status).toBe(200)
    const r = await importer(csv)
    expect(r.status).toBe(422)
    expect(r.json.problemes).toEqual([
      {
        ligne: 3,
        colonne: 'fichierNumerique',
        raison: 'Un produit numérique doit avoir son fichier à télécharger.',
      },
    ])
    expect((await produit('respirer'))!.prix).toBe(avant)
    expect((await produit('douceur'))!.livraison).toBe('imprime')
  })
})

describe('importing the catalogue: columns, stale dry runs and audiences', () => {
  it('refuses an unknown column and a dry run the catalogue has moved past', async () => {
    const r = await essai('slug,prixx\nrespirer,12')
    expect(r.status).toBe(422)
    expect(r.json.problemes[0]).toMatchObject({ ligne: 1, colonne: 'prixx' })
    const csv = 'slug,prix\nrespirer,14'
    const { empreinte } = (await essai(csv)).json
    await payload.update({
      collection: 'produits',
      where: { slug: { equals: 'respirer' } },
      data: { prix: 1400 },
    })
    const tard = await importer(csv, empreinte)
    expect(tard.status).toBe(409)
    expect(tard.json.error).toBe(
      'Le catalogue a changé depuis l’essai\u00a0: relancez la vérification du fichier.',
    )
  })

  it('updates audiences by slug and creates new ones', async () => {
    const contenu = JSON.stringify([
      { slug: 'sophrologues', nom: 'Sophrologues', description: 'Pour les cabinets' },
      { slug: 'kinesiologues', nom: 'Kinésiologues' },
    ])
    const r = await api(payload, 'POST', '/catalogue/import', {
      headers: auth('admin'),
      body: { cible: 'audiences', format: 'json', contenu },
    })
    expect(r.json).toMatchObject({ crees: 1, modifies: 1 })
    const { docs } = await payload.find({ collection: 'audiences', sort: 'slug', depth: 0 })
    expect(docs.map((d) => [d.slug, d.nom])).toEqual([
      ['kinesiologues', 'Kinésiologues'],
      ['psychologues', 'psychologues'],
      ['sophrologues', 'Sophrologues'],
    ])
  })
})

describe('who may export and import', () => {
  it('refuses visitors and customers, allows editors and the owner', async () => {
    const client = await enSession(payload, 'client@example.fr')
    for (const headers of [{}, client]) {
      for (const [chemin, body] of [
        ['/exports/download', { data: { collectionSlug: 'produits', format: 'csv' } }],
        ['/catalogue/import/essai', { cible: 'produits', format: 'csv', contenu: 'slug\nrespirer' }],
        ['/catalogue/import', { cible: 'produits', format: 'csv', contenu: 'slug\nrespirer' }],
      ] as const) {
        const r = await api(payload, 'POST', chemin, { headers, body })
        expect(r.status, chemin).toBe(401)
        expect(r.json.error).toBe('Connexion requise.')
      }
      const liste = await api(payload, 'GET', '/exports', { headers })
      expect(liste.status).toBe(403)
    }
    expect((await exporter('editeur', 'produits')).status).toBe(200)
    expect((await essai('slug\nrespirer')).status).toBe(200)
  })

  it('never exports orders, customers, mails or accounts, not even to the owner', async () => {
    for (const qui of ['editeur', 'admin'] as const) {
      for (const collection of ['commandes', 'users', 'courriels', 'abonnes', 'journal']) {
        const r = await exporter(qui, collection)
        expect(r.status, `${qui} ${collection}`).toBe(403)
        const doc = await api(payload, 'POST', '/exports', {
          headers: auth(qui),
          body: { collectionSlug: collection, format: 'csv' },
        })
        expect(doc.status, `${qui} ${collection}`).toBe(403)
      }
    }
    const menus = (slug: string) =>
      JSON.stringify(payload.collections[slug as 'produits'].config.admin.components?.listMenuItems ?? [])
    expect(menus('produits')).toContain('ExportListMenuItem')
    for (const slug of ['commandes', 'users', 'courriels', 'abonnes', 'avoirs', 'messages'])
      expect(menus(slug)).not.toContain('plugin-import-export')
    // The plugin's own import (row by row, by id) is closed: the catalogue's import replaces it.
    const imp = await api(payload, 'GET', '/imports', { headers: auth('admin') })
    expect(imp.status).toBe(403)
    const apercu = await api(payload, 'POST', '/imports/preview-data', {
      body: { collectionSlug: 'commandes', format: 'json', fileData: '[]' },
    })
    expect(apercu.status).toBe(404)
  })
})
