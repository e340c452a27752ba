// The door of navigateur for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { fetchProduits } from './api'
export { choixDe, createPanierStore } from './panierStore'
export type { PanierState } from './panierStore'
export { nouvelleCleIdempotence } from './cleIdempotence'
export { createLikesStore } from './likesStore'
export type { LikesState } from './likesStore'
export { registerServiceWorker } from './serviceWorker'
export { createStorage, DEFAULT_SHORT_NAME } from './storage'
export type { Choix, ShopStorage } from './storage'
export {
  attachToaster,
  detachToaster,
  MESSAGES,
  notify,
  onToastWaiting,
  pauseToasts,
  resumeToasts,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH,
} from './toast'
