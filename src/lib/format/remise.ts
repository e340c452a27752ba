/** How a promotion-code discount is named on the receipt, the confirmation page and the invoice. */
export const libelleRemise = (codePromo?: string | null) =>
  codePromo ? `Remise (code ${codePromo})` : 'Remise'
