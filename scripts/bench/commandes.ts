/**
 * The benchmark's orders (scripts/bench/sauvegarde.mjs): paid orders written straight through the
 * adapter, without checkout, up to BENCH_COMMANDES (10,000) on the database of DATABASE_URI.
 */
import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

const wanted = Number(process.env.BENCH_COMMANDES || 10_000)
const payload = await getPayload({ config })
const existing = (await payload.db.count({ collection: 'commandes' })).totalDocs
const { docs: produits } = await payload.find({
  collection: 'produits',
  limit: 50,
  depth: 0,
  select: { slug: true, titre: true, prix: true },
})
for (let n = existing + 1; n <= wanted; n++) {
  const p = produits[n % produits.length] as { id: number; slug: string; titre: string; prix: number }
  await payload.db.create({
    collection: 'commandes',
    data: {
      numero: `MC-2026-${String(n).padStart(6, '0')}`,
      email: `client${n}@bench.example`,
      statut: 'payee',
      sousTotal: p.prix,
      fraisDePort: 0,
      total: p.prix,
      devise: 'eur',
      // the adapter writes rows as given: an array row's id is Payload's to make (an ObjectId's hex)
      lignes: [
        {
          id: randomBytes(12).toString('hex'),
          produit: p.id,
          slug: p.slug,
          titre: p.titre,
          prix: p.prix,
          livraison: 'numerique',
        },
      ],
    },
    returning: false,
  })
}
console.log(`Commandes : ${Math.max(existing, wanted)}`)
await payload.destroy()
process.exit(0)
