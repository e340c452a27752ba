import { PageErreur } from '@/components/templates/PageErreur'

/** The French 404 of every storefront route (notFound(), unknown slugs, pages out of range). */
export default function NotFound() {
  return <PageErreur code={404} />
}
