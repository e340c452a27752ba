// The door of espace: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { cookieEfface, cookieSession, lireCookie, rediriger, refusAutreSite } from './cookie'
export { jetonInterne } from './documents'
export { COOKIE_ESPACE, normaliserEmail } from './jeton'
export { attendreLiens, envoyerLienSansAttendre, MESSAGE_LIEN_DEMANDE } from './lien'
export { limiterCommandeIntrouvable, limiterEspace, limiterRetractation } from './limites'
export {
  fermerSession,
  fermerToutesLesSessions,
  lireSession,
  MESSAGES_CONNEXION,
  ouvrirSession,
} from './session'
export type { RefusConnexion, SessionEspace } from './session'
export { espaceClient } from './vue'
export type { CommandeClient, PageEspace } from './vue'
