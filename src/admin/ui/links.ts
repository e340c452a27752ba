/** Where the admin screens link to: the storefront's public pages and Payload's own edit views. */
export const publicProduit = (slug: string) => `/produits/affiches/${slug}`
export const publicTerme = (collection: 'audiences' | 'collections', slug: string) =>
  `/produits/affiches/${collection}/${slug}`
export const apercuProduit = (slug: string) => `/admin/produits/${slug}`
export const editProduit = (slug: string) => `/admin/produits/edit/${slug}`
export const moreProduit = (slug: string) => `/admin/produits/more/${slug}`
export const payloadEdit = (collection: string, id: number | string) =>
  `/admin/collections/${collection}/${id}`
