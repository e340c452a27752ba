import { ListeArticles } from '@/components/templates/Articles'
import { lireArticles } from '@/lib/data/articles'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Articles',
    description: 'Le journal de l’atelier Mots & Couleurs : stress, anxiété, ikigaï, brain gym…',
    path: '/articles',
  })

export default async function Page() {
  return <ListeArticles articles={await lireArticles(100)} />
}
