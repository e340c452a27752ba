import { PageContact } from '@/components/templates/Contact'
import { lireReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = async () =>
  pageMetadata(await lireReglages(), {
    title: 'Contact',
    description: 'Écrivez à l’atelier Mots & Couleurs : commandes spéciales, questions, idées d’affiches.',
    path: '/contact',
  })

export default async function Page() {
  return <PageContact reglages={await lireReglages()} />
}
