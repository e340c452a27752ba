/**
 * CSV as a French spreadsheet opens it: `;` between fields, CRLF, a UTF-8 BOM, amounts with a decimal
 * comma. A cell a spreadsheet would run as a formula (a customer named `=HYPERLINK(…)`) is written
 * as text, with a leading apostrophe.
 */
export function celluleCsv(valeur: string | number): string {
  if (typeof valeur === 'number') return valeur.toFixed(2).replace('.', ',')
  const texte = /^[=+\-@\t\r]/.test(valeur) ? `'${valeur}` : valeur
  return /[;"\r\n]/.test(texte) ? `"${texte.replace(/"/g, '""')}"` : texte
}

export const ligneCsv = (cellules: (string | number)[]): string => cellules.map(celluleCsv).join(';')

export const documentCsv = (lignes: (string | number)[][]): string =>
  `\uFEFF${lignes.map(ligneCsv).join('\r\n')}\r\n`
