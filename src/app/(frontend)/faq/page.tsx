import { PageFaq } from '@/components/templates/Faq'
import { lireFaq } from '@/lib/data/faq'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Questions fréquentes',
    description: 'Commandes, livraison, fichiers numériques : les réponses de l’atelier Mots & Couleurs.',
    path: '/faq',
  })

export default async function Page() {
  return <PageFaq questions={await lireFaq()} />
}
