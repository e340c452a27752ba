import type { PayloadRequest } from 'payload'

const NUMERO = /^[A-Za-z0-9-]{1,40}$/

/** The order number of an `/admin/commandes/:numero/…` route, or null when it cannot be one (a 404 for
 *  the caller, before the body is read or the database asked). */
export function numeroDeRoute(req: PayloadRequest): string | null {
  const numero = String(req.routeParams?.numero ?? '')
  return NUMERO.test(numero) ? numero : null
}
