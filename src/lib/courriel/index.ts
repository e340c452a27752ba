// The door of courriel: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { attendreEnvois, enregistrerCourriel, envoyerCourriels, envoyerSansAttendre } from './courriels'
export { envoyerMail } from './envoyer'
export { rendreMail } from './gabarit'
export type { Bloc, MailRendu } from './gabarit'
export { desceller } from './scellement'
export { mailSettings } from './settings'
export { adresseDuSite, siteUrl } from './site'
export { mailInvitation } from './invitation'
