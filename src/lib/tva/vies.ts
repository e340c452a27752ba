import { type VerificateurTva, verifierHorsLigne, verifierNumeroTvaHorsLigne } from './numero'

/**
 * The check against VIES (the Commission's REST service, `POST {VIES_URL}/check-vat-number`), for
 * production: a number must first pass its check digits, then be registered today. VIES cannot be reached
 * from the build machines, so without `VIES_URL` the offline check is the one used. A VIES that does
 * not answer leaves the offline result (the sale is not blocked by the Commission's downtime).
 */
export function verificateurVies(url: string, delaiMs = 5000): VerificateurTva {
  return async (valeur) => {
    const horsLigne = verifierHorsLigne(valeur)
    if (!horsLigne.valide) return horsLigne
    const prefixe = horsLigne.numero.slice(0, 2)
    try {
      const res = await fetch(`${url.replace(/\/$/, '')}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ countryCode: prefixe, vatNumber: horsLigne.numero.slice(2) }),
        signal: AbortSignal.timeout(delaiMs),
      })
      if (!res.ok) return horsLigne
      const corps = (await res.json()) as { valid?: unknown }
      return typeof corps.valid === 'boolean' ? { ...horsLigne, valide: corps.valid } : horsLigne
    } catch {
      return horsLigne
    }
  }
}

/** VIES when `VIES_URL` is set, else the offline check (format and check digits). */
export const verifierNumeroTva: VerificateurTva = (numero) =>
  process.env.VIES_URL ? verificateurVies(process.env.VIES_URL)(numero) : verifierNumeroTvaHorsLigne(numero)
