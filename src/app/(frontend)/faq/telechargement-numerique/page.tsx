import { PageFaq } from '@/components/templates/Faq'
import { lireFaq } from '@/lib/data/faq'
import { lireReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = async () =>
  pageMetadata(await lireReglages(), {
    title: 'Téléchargement numérique',
    description: 'Formats, résolution et impression des fichiers numériques Mots & Couleurs.',
    path: '/faq/telechargement-numerique',
  })

export default async function Page() {
  return <PageFaq questions={await lireFaq('telechargement-numerique')} rubrique="telechargement-numerique" />
}
