import type { Endpoint } from 'payload'
import { z } from 'zod'

import { analyserImport, appliquerImport, CIBLES_IMPORT, payloadErrorResponse } from '@/lib/admin'
import { staffOnly } from '@/lib/auth'
import { BODY_LIMITS, jsonError, readJson } from '@/lib/infra/http'

const corps = z.object({
  cible: z.enum(CIBLES_IMPORT, { error: `La cible est l’une de\u00a0: ${CIBLES_IMPORT.join(', ')}.` }),
  format: z.enum(['csv', 'json'], { error: 'Le format est csv ou json.' }),
  contenu: z.string({ error: 'Le contenu du fichier est requis.' }).min(1, 'Le fichier est vide.'),
  empreinte: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Empreinte d’essai invalide.')
    .optional(),
})
const noStore = { 'Cache-Control': 'no-store' }

/** Line, column and French reason of each bad row: nothing was (or will be) written. */
const refus = (problemes: unknown[]) =>
  Response.json(
    { error: 'Le fichier contient des erreurs\u00a0: rien n’a été importé.', problemes },
    { status: 422, headers: noStore },
  )

/** POST /api/catalogue/import/essai: the dry run (created, updated, unchanged, old → new). Writes nothing. */
const essai: Endpoint = {
  path: '/catalogue/import/essai',
  method: 'post',
  handler: async (req) => {
    const denied = staffOnly(req)
    if (denied) return denied
    const body = await readJson(req, corps, BODY_LIMITS.admin)
    if (!body.ok) return body.response
    const { cible, format, contenu } = body.data
    let analyse: Awaited<ReturnType<typeof analyserImport>>
    try {
      analyse = await analyserImport(req, cible, contenu, format)
    } catch (err) {
      return payloadErrorResponse(err)
    }
    if (!analyse.ok) return refus(analyse.problemes)
    const lignes = analyse.lignes.map(({ ligne, slug, resultat, changements }) => ({
      ligne,
      slug,
      resultat,
      changements,
    }))
    return Response.json({ cible, lignes, empreinte: analyse.empreinte }, { headers: noStore })
  },
}

/** POST /api/catalogue/import: checks again, then writes every row or none, and journals the lot. */
const importer: Endpoint = {
  path: '/catalogue/import',
  method: 'post',
  handler: async (req) => {
    const denied = staffOnly(req)
    if (denied) return denied
    const body = await readJson(req, corps, BODY_LIMITS.admin)
    if (!body.ok) return body.response
    const { cible, format, contenu, empreinte } = body.data
    try {
      const r = await appliquerImport(req, cible, contenu, format, empreinte)
      if (r.ok) return Response.json(r.bilan, { headers: noStore })
      if ('perime' in r)
        return jsonError(
          409,
          'Le catalogue a changé depuis l’essai\u00a0: relancez la vérification du fichier.',
        )
      return refus(r.problemes)
    } catch (err) {
      return payloadErrorResponse(err)
    }
  },
}

export const catalogueEndpoints: Endpoint[] = [essai, importer]
