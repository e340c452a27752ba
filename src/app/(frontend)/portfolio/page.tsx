import { PagePortfolio } from '@/components/templates/Portfolio'
import { lirePortfolio } from '@/lib/data/portfolio'
import { lireReglages } from '@/lib/data/reglages'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = async () =>
  pageMetadata(await lireReglages(), {
    title: 'Portfolio',
    description: 'Logos, affiches, cartes et livrets : les réalisations de l’atelier Mots & Couleurs.',
    path: '/portfolio',
  })

export default async function Page() {
  return <PagePortfolio realisations={await lirePortfolio()} />
}
