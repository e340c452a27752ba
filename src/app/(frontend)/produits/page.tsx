import { Catalogue, catalogueMetadata } from '@/components/templates/Catalogue'

/** /produits: static, revalidated by tag. A search (/produits?q=…) is rewritten to ./recherche
 *  (next.config.mjs), so reading searchParams here would only make every visit dynamic. */
export function generateMetadata() {
  return catalogueMetadata(1)
}

export default function Page() {
  return <Catalogue page={1} />
}
