// Payload's client imported first: with the modules' doors imported before it, Turbopack gave this
// route its own 5 MB copy of the server chunk the other API routes share (measured on the build; the
// Docker image then went over its 400 MB budget, record 0121).
import { payloadClient } from '@/lib/payload/client'
import { backupFreshness, readiness, readinessMessage } from '@/lib/sauvegarde'

/** GET /api/ready: 200 when every part the shop needs answers, else 503 naming the failing ones
 *  (src/lib/sauvegarde/readiness.ts). */
export async function GET(): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' }
  let report
  try {
    report = await readiness(await payloadClient())
  } catch {
    report = { ready: false, parts: { base: 'injoignable' as const } }
  }
  // The last backup's age, beside the parts (it never makes the instance unready).
  const sauvegarde = await backupFreshness().catch(() => null)
  if (report.ready)
    return Response.json({ statut: 'pret', parties: report.parts, sauvegarde }, { headers: noStore })
  return Response.json(
    { error: readinessMessage(report), parties: report.parts, sauvegarde },
    { status: 503, headers: noStore },
  )
}
