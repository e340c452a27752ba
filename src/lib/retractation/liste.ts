import type { PayloadRequest } from 'payload'

/** The orders withdrawn from online, the latest first, as the staff member may read them. */
export async function commandesRetractees(req: PayloadRequest, limite = 200) {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'commandes',
    where: { retracteeLe: { exists: true } },
    sort: '-retracteeLe',
    limit: limite,
    depth: 0,
    req,
    overrideAccess: false,
    select: {
      numero: true,
      email: true,
      statut: true,
      total: true,
      retracteeLe: true,
      lignesRetractees: true,
      rembourseeLe: true,
    },
  })
  return { commandes: docs, total: totalDocs }
}
