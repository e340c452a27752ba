/** What an invoice line is: an item sold (a printed poster is goods, a downloaded file a service), the
 *  shipping, or a promotion code's discount. */
export type NatureLigne = 'bien' | 'service' | 'port' | 'remise'

export type CategorieOperation = 'Livraison de biens' | 'Prestation de services' | 'Mixte'

/**
 * The category of operation that invoices carry from 2026 (art. 242 nonies A of annex II to the CGI as
 * amended for e-invoicing): goods, services, or both. Shipping and discounts follow the items.
 */
export function categorieOperation(natures: NatureLigne[]): CategorieOperation {
  const biens = natures.includes('bien')
  const services = natures.includes('service')
  if (biens && services) return 'Mixte'
  return services ? 'Prestation de services' : 'Livraison de biens'
}
