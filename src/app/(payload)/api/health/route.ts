/** GET /api/health: the process answers (no database, no other part: that is /api/ready). For a
 *  balancer's liveness check. */
export function GET(): Response {
  return Response.json({ statut: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
