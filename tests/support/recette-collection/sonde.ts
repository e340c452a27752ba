// Copied as tests/int/recette-collection/sonde.test.ts into the copy of the project where
// tests/unit-lent/recettes.test.ts has followed docs/etendre.md's collection recipe, and run
// there by vitest. It writes what the shop answers to SONDE_SORTIE; the assertions are in that test.
// The collection is named through strings: this file also type-checks in the project, where it does not
// exist.
import fs from 'node:fs'
import path from 'node:path'

import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { CollectionSlug, Migration, SanitizedConfig } from 'payload'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { it, vi } from 'vitest'

import { commeRouteHandler } from '../../int/helpers/next'

// What a Next server installs before its modules load (next/dist/server/node-environment-baseline.js).
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks')
  ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
})

// A folder of its own under SONDE_SORTIE: the probes of both recipes run side by side in one copy.
const dossier = path.join(process.env.SONDE_SORTIE as string, 'recette-collection')
fs.mkdirSync(dossier, { recursive: true })
const sortie = path.join(dossier, 'sortie.json')
const temoignages = 'temoignages' as CollectionSlug

it('reads the testimonials through the shop', async () => {
  process.env.MEDIA_DIR = path.join(dossier, 'media')
  process.env.PRIVATE_MEDIA_DIR = path.join(dossier, 'telechargements')
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrations } = await import('@/migrations')
  // The database of `npm start`: the committed migrations, no schema pushed from the config.
  const db = sqliteAdapter({ client: { url: `file:${path.join(dossier, 'recette.db')}` }, push: false })
  const payload = await getPayload({ config: { ...(await config), db } as SanitizedConfig })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const { createStaff } = await import('../../int/helpers/fixtures')
  const { editeur } = await createStaff(payload)

  /** The cache tags a write expires, as Next records them around a route handler. */
  const expirees = async (fn: () => Promise<unknown>) =>
    [...new Set((await commeRouteHandler(fn)).expires)].sort()
  const metier = await payload.create({ collection: 'audiences', data: { nom: 'Sophrologue' } })
  const creer = (data: Record<string, unknown>) =>
    payload.create({ collection: temoignages, data } as never) as Promise<{ id: number | string }>
  let cache = ''
  const creationPubliee = await expirees(async () => {
    cache = String(
      (
        await creer({
          nom: 'Claire',
          texte: 'Mes patients les regardent.',
          audience: metier.id,
          publie: true,
        })
      ).id,
    )
  })
  let brouillon = ''
  const creationNonPubliee = await expirees(async () => {
    brouillon = String((await creer({ nom: 'Paul', texte: 'Pas encore relu.', publie: false })).id)
  })

  const noms = async (user?: unknown) =>
    (
      await payload.find({
        collection: temoignages,
        overrideAccess: false,
        ...(user ? { user } : {}),
        sort: 'nom',
      } as never)
    ).docs.map((d) => (d as { nom: string }).nom)
  const anonyme = await noms()
  const equipe = await noms(editeur)

  // The home page, read and rendered by its route.
  const { default: Accueil } = await import('@/app/(frontend)/page')
  const { default: Providers } = await import('@/components/client/Providers')
  const { prelude } = await prerender(createElement(Providers, null, await Accueil()))
  const html = await new Response(prelude).text()

  const publication = await expirees(() =>
    payload.update({ collection: temoignages, id: brouillon, data: { publie: true } } as never),
  )
  const renommageMetier = await expirees(() =>
    payload.update({ collection: 'audiences', id: metier.id, data: { nom: 'Sophrologues' } }),
  )
  const suppression = await expirees(() => payload.delete({ collection: temoignages, id: cache } as never))

  fs.writeFileSync(
    sortie,
    JSON.stringify({
      anonyme,
      equipe,
      html,
      expirations: { creationPubliee, creationNonPubliee, publication, renommageMetier, suppression },
    }),
  )
  await payload.destroy()
})
