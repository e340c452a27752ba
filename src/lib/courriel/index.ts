// The door of courriel: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { attendreEnvois, enregistrerCourriel, envoyerCourriels, envoyerSansAttendre } from './courriels'
export { rendreCourriel } from './gabarit'
export type { Bloc, CourrielRendu } from './gabarit'
export { desceller } from './scellement'
export { adresseDuSite, siteUrl } from './site'
export { courrielInvitation } from './invitation'
