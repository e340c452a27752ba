import type { ZoomProduit } from './ZoomProvider'

export const ZOOM_ALT_FALLBACK = "Zoom sur l'image du produit"

/** Alt text of the zoomed image, also the zoom button's label: the image's alt, else the title. */
export const zoomAlt = (p: Pick<ZoomProduit, 'alt' | 'title'>): string =>
  p.alt?.trim() || p.title?.trim() || ZOOM_ALT_FALLBACK
