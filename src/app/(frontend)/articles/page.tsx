import { ListeArticles } from '@/components/templates/Articles'
import { lireArticles } from '@/lib/data/articles'
import { lireReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = async () =>
  pageMetadata(await lireReglages(), {
    title: 'Articles',
    description: 'Le journal de l’atelier Mots & Couleurs : stress, anxiété, ikigaï, brain gym…',
    path: '/articles',
  })

export default async function Page() {
  return <ListeArticles articles={await lireArticles(100)} />
}
