import { PageFaq } from '@/components/templates/Faq'
import { lireFaq } from '@/lib/data/faq'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Téléchargement numérique',
    description: 'Formats, résolution et impression des fichiers numériques Mots & Couleurs.',
    path: '/faq/telechargement-numerique',
  })

export default async function Page() {
  return <PageFaq questions={await lireFaq('telechargement-numerique')} rubrique="telechargement-numerique" />
}
