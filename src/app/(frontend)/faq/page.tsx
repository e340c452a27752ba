import { PageFaq } from '@/components/templates/Faq'
import { lireFaq } from '@/lib/data/faq'
import { lireReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = async () =>
  pageMetadata(await lireReglages(), {
    title: 'Questions fréquentes',
    description: 'Commandes, livraison, fichiers numériques : les réponses de l’atelier Mots & Couleurs.',
    path: '/faq',
  })

export default async function Page() {
  return <PageFaq questions={await lireFaq()} />
}
