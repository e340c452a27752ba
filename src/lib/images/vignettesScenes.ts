import sharp from 'sharp'

import type { Mockup } from '@/lib/catalogue'

import { cachedFile } from './cache'
import { RENDERER, type Derivative } from './derivatives'
import { SCENES } from './mockups'
import { miniatureImage } from './render'
import { sceneVersion } from './scene'

/** Size of a scene's thumbnail in the admin's scene picker (shown at about 140 px, sharp at 2×). */
export const VIGNETTE = 320

/** A neutral artwork (paper, a sage arch and a terracotta sun): what a scene looks like, whatever the
 *  poster. Not a product's: the picker shows it before any artwork is chosen. */
const OEUVRE_TEMOIN = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
<rect width="600" height="800" fill="#f1e9dc"/>
<path d="M120 640 V380 a180 180 0 0 1 360 0 V640 Z" fill="#9fb19a"/>
<circle cx="300" cy="250" r="70" fill="#c8553d"/>
<rect x="150" y="680" width="300" height="18" rx="9" fill="#2d241c" opacity="0.7"/>
</svg>`

/** /images/mises-en-scene/{scène}.webp: the scene as drawn, with the neutral artwork, 320×320. */
export async function vignetteScene(mockup: Mockup): Promise<Derivative> {
  const scene = SCENES[mockup]
  const out = await cachedFile(
    'mises-en-scene',
    [RENDERER, 'vignette', mockup, sceneVersion(scene), VIGNETTE],
    'webp',
    async () => {
      const oeuvre = await sharp(Buffer.from(OEUVRE_TEMOIN)).png().toBuffer()
      const jpeg = await miniatureImage(oeuvre, scene, VIGNETTE)
      return sharp(jpeg).webp({ quality: 80 }).toBuffer()
    },
  )
  return { ...out, contentType: 'image/webp' }
}
