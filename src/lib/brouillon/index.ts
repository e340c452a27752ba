// The door of brouillon: who reads drafts (a staff member in draft mode) and what the preview serves them
// (record 0220). Not imported by the Payload config's side: its reader reaches the config.
export { lecteurDuBrouillon } from './lecteur'
export type { Lecteur } from './lecteur'
export { repondreMiseEnScene } from './misesEnScene'
export { repondreApercu, repondreQuitter } from './routes'
export type { SourceVisuels } from './visuels'
