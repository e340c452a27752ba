// The door of contenu: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { entetesMedia } from './medias/octets'
export { mediasPubliees } from './medias/publiees'
export { verifierTeleversement } from './medias/televersement'
export { ancreDe, sommaire, texteDe } from './richtext/headings'
export { imageDuNoeud } from './richtext/televersements'
