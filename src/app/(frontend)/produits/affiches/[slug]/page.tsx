import { AfficheRoute, afficheMetadata } from '@/components/templates/affiches'
import { listesAffiches } from '@/lib/data/facettes'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first visit, then cached until a publish revalidates it (src/hooks/revalidate*.ts).
// The listings (favourites, facet indexes) are known ahead; products are not.
export const generateStaticParams = () => listesAffiches().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props) {
  return afficheMetadata((await params).slug, 1)
}

export default async function Page({ params }: Props) {
  return <AfficheRoute slug={(await params).slug} page={1} />
}
