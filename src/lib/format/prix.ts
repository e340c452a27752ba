/** French price formatting: integer euro cents → `12,00 €` (Intl puts a no-break space before €). */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

export function formatPrix(cents: number): string {
  return euros.format(cents / 100)
}

/** Price for JSON-LD offers: `12.00` (schema.org wants a dot decimal, no currency sign). */
export function prixDecimal(cents: number): string {
  return (cents / 100).toFixed(2)
}
