// Copied as tests/int/recette-champ/sonde.test.ts into the copy of the project where
// tests/unit-lent/recettes.test.ts has followed docs/etendre.md's field recipe, and run there by
// vitest. It writes what the shop's real reads answer to SONDE_SORTIE; the assertions are in that test.
// The fields are read by name: this file also type-checks in the project, where they do not exist.
import fs from 'node:fs'
import path from 'node:path'

import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Migration, SanitizedConfig } from 'payload'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { it } from 'vitest'

// A folder of its own under SONDE_SORTIE: the probes of both recipes run side by side in one copy.
const dossier = path.join(process.env.SONDE_SORTIE as string, 'recette-champ')
fs.mkdirSync(dossier, { recursive: true })
const sortie = path.join(dossier, 'sortie.json')

it('reads a product through the shop’s reads', async () => {
  process.env.MEDIA_DIR = path.join(dossier, 'media')
  process.env.PRIVATE_MEDIA_DIR = path.join(dossier, 'telechargements')
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrations } = await import('@/migrations')
  // The database of `npm start`: the committed migrations (src/lib/infra/database/migrate.ts), no schema pushed from
  // the config — a field missing from the regenerated migration has no column.
  const db = sqliteAdapter({ client: { url: `file:${path.join(dossier, 'recette.db')}` }, push: false })
  const payload = await getPayload({ config: { ...(await config), db } as SanitizedConfig })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })

  const { createProduit } = await import('../../int/helpers/fixtures')
  const cree = await createProduit(payload, {
    titre: 'Cadre en chêne',
    dimensionsCadre: '30 × 40 cm',
    codeAtelier: 'MC-042',
  })
  const slug = cree.slug as string

  // The product page: its route's data (src/lib/data/produits.ts) and the page it renders.
  const { lireProduitParSlug } = await import('@/lib/data/produits')
  const page = await lireProduitParSlug(slug)
  const { default: Page } = await import('@/app/(frontend)/produits/affiches/[slug]/page')
  const { default: Providers } = await import('@/components/client/Providers')
  const contenu = await Page({ params: Promise.resolve({ slug }) })
  const { prelude } = await prerender(createElement(Providers, null, contenu))
  const html = await new Response(prelude).text()

  // The browser API: the routes that answer GET /api/produits/{slug} and GET /api/produits (cards).
  const detailRoute = await import('@/app/(payload)/api/produits/[slug]/route')
  const reponse = await detailRoute.GET(new Request(`http://localhost/api/produits/${slug}`), {
    params: Promise.resolve({ slug }),
  })
  const listeRoute = await import('@/app/(payload)/api/produits/route')
  const liste = await (await listeRoute.GET(new Request('http://localhost/api/produits'))).json()

  fs.writeFileSync(
    sortie,
    JSON.stringify({ page, html, detail: { status: reponse.status, corps: await reponse.json() }, liste }),
  )
  await payload.destroy()
})
