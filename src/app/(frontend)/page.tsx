import { Accueil } from '@/components/templates/Accueil'
import { lireReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata() {
  const r = await lireReglages()
  const meta = await pageMetadata({ title: r.title, description: r.description, path: '/' })
  return { ...meta, title: { absolute: r.title } }
}

export default function Home() {
  return <Accueil />
}
