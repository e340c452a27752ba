// The door of images: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { mockupDuProduit } from './derivatives'
export {
  invalidateMediaImages,
  invalidateMediaImagesOnDelete,
  invalidateProduit,
  removeProduit,
} from './invalidate'
export { isMockup, SCENES } from './mockups'
export { demarrerPrechauffageImages } from './prechauffage'
export { NOT_FOUND, parseMockupFile, serveImage } from './serve'
export type { ImageRoute } from './serve'
export { sourceDuProduit } from './source'
