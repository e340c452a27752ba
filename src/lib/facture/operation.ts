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

/**
 * BT-23 under the 2026 French reform: B (goods), S (services) or M (both), and 2 for a document
 * settled when issued — an invoice paid at checkout, a credit note whose refund is made with it
 * (docs/decisions/0130-valeurs-francaises-factur-x.md).
 */
export function cadreFacturation(natures: NatureLigne[]): 'B2' | 'S2' | 'M2' {
  const categorie = categorieOperation(natures)
  return categorie === 'Mixte' ? 'M2' : categorie === 'Prestation de services' ? 'S2' : 'B2'
}
