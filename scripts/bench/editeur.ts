/**
 * The benchmark's editor account (`npm run bench`, cluster section): created, or given the password of
 * BENCH_EDITEUR_PASSWORD when it already exists. The benchmark's database is seeded once and kept, with
 * an administrator whose password was shown once; the publish-to-visible measure logs in as this editor.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const email = process.env.BENCH_EDITEUR_EMAIL || 'bench-editeur@mots-couleurs.example'
const password = process.env.BENCH_EDITEUR_PASSWORD
if (!password) {
  console.error('BENCH_EDITEUR_PASSWORD manquant.')
  process.exit(1)
}

const payload = await getPayload({ config })
const { docs } = await payload.find({
  collection: 'users',
  where: { email: { equals: email } },
  limit: 1,
  depth: 0,
  overrideAccess: true,
})
if (docs[0]) {
  await payload.update({ collection: 'users', id: docs[0].id, data: { password }, overrideAccess: true })
} else {
  await payload.create({
    collection: 'users',
    data: { email, password, nom: 'Banc d’essai', roles: ['editeur'] },
    overrideAccess: true,
  })
}
await payload.destroy()
process.exit(0)
