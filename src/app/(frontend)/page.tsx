import config from '@payload-config'
import { getPayload } from 'payload'

export default async function Home() {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'produits', limit: 24, depth: 0, overrideAccess: false })
  return (
    <main>
      <h1>Mots &amp; Couleurs</h1>
      <ul>
        {docs.map((p) => (
          <li key={p.id}>{p.titre}</li>
        ))}
      </ul>
    </main>
  )
}
