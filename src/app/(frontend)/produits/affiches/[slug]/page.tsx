import { AfficheRoute, afficheMetadata } from '@/components/templates/affiches'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then cached until a publish revalidates it (src/hooks/revalidate*.ts).
export const generateStaticParams = () => [
  { slug: 'coups-de-coeur' },
  { slug: 'audiences' },
  { slug: 'collections' },
  { slug: 'themes' },
  { slug: 'mots-cles' },
  { slug: 'langues' },
]

export async function generateMetadata({ params }: Props) {
  return afficheMetadata((await params).slug, 1)
}

export default async function Page({ params }: Props) {
  return <AfficheRoute slug={(await params).slug} page={1} />
}
