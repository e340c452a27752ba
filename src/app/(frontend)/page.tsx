import { Accueil } from '@/components/templates/Accueil'
import { getReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata() {
  const r = await getReglages()
  const meta = await pageMetadata({ title: r.title, description: r.description, path: '/' })
  return { ...meta, title: { absolute: r.title } }
}

export default function Home() {
  return <Accueil />
}
