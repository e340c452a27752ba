/** A field the order page (src/admin/components/FicheCommande) shows in its own words: kept in the
 *  form and the list's columns (its Cell), not drawn again as a raw input. */
export function Invisible() {
  return null
}
