import type { Endpoint } from 'payload'

import {
  cookieEfface,
  cookieSession,
  fermerSession,
  fermerToutesLesSessions,
  lireCookie,
  ouvrirSession,
  rediriger,
  refusAutreSite,
} from '@/lib/espace'
import { readBody } from '@/lib/infra/http'

/** The posted form's `jeton` (a sign-in link's token), read within 4 Ko; null past it or unreadable. */
async function jetonDuFormulaire(req: Request): Promise<string | null> {
  try {
    return new URLSearchParams(new TextDecoder().decode(await readBody(req, 4096))).get('jeton')
  } catch {
    return null
  }
}

/** POST /api/espace/connexion (form `jeton`): spends the link and opens the session, then back to
 *  « Mes commandes ». A POST, not the mailed GET: a mail scanner opening the link spends nothing. */
export const connexionEndpoint: Endpoint = {
  path: '/espace/connexion',
  method: 'post',
  handler: async (req) => {
    const autreSite = refusAutreSite(req)
    if (autreSite) return autreSite
    const res = await ouvrirSession(req.payload, await jetonDuFormulaire(req as Request))
    if (!res.ok) return rediriger(`/mes-commandes?lien=${res.raison}`)
    return rediriger('/mes-commandes', cookieSession(req, res.cookie))
  },
}

/** POST /api/espace/deconnexion: « Se déconnecter » closes the session on the server and drops the cookie. */
export const deconnexionEndpoint: Endpoint = {
  path: '/espace/deconnexion',
  method: 'post',
  handler: async (req) => {
    const autreSite = refusAutreSite(req)
    if (autreSite) return autreSite
    await fermerSession(req.payload, lireCookie(req.headers))
    return rediriger('/mes-commandes?deconnecte=1', cookieEfface(req))
  },
}

/** POST /api/espace/deconnexion-partout: « Se déconnecter partout » closes every session of the e-mail,
 *  on every device, and the document links they handed out. */
export const deconnexionPartoutEndpoint: Endpoint = {
  path: '/espace/deconnexion-partout',
  method: 'post',
  handler: async (req) => {
    const autreSite = refusAutreSite(req)
    if (autreSite) return autreSite
    await fermerToutesLesSessions(req.payload, lireCookie(req.headers))
    return rediriger('/mes-commandes?deconnecte=partout', cookieEfface(req))
  },
}
