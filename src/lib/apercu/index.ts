// The door of apercu: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { imageApercu, urlApercu } from './chemins'
export { lecteurDuBrouillon } from './lecteur'
export type { Lecteur } from './lecteur'
export { repondreMiseEnScene } from './misesEnScene'
export { repondreApercu, repondreQuitter } from './routes'
export { visuelsServis } from './visuels'
export type { SourceVisuels } from './visuels'
