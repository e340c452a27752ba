import { planePoint, type Quad } from './geometry'
import type { Scene } from './scene'
import { ARTWORK_RATIO } from './warp'

/** A print's physical size, as the formats list gives it. */
export type PrintSize = { largeurCm: number; hauteurCm: number }

/**
 * The scene with the print drawn at its physical size (docs/decisions/0140-mises-en-scene-a-l-echelle.md).
 * The scene's quad shows a 3:4 print `scale.widthCm` wide; a print of another size is the rectangle of
 * its own size in that same plane (so the perspective of a wall seen at an angle or of a table stays
 * right), placed so that the scene's anchor point does not move: a frame hung on a wall grows around its
 * centre, one standing on the floor or a worktop grows upwards. Frame and mat keep their proportions.
 * A scene without a scale (held by hands, rolled) or no size: the scene as drawn.
 */
export function scaledScene(scene: Scene, size: PrintSize | null): Scene {
  if (!scene.scale || !size) return scene
  const { widthCm, anchor } = scene.scale
  const su = size.largeurCm / widthCm
  const sv = size.hauteurCm / (widthCm / ARTWORK_RATIO)
  const u0 = anchor[0] * (1 - su)
  const v0 = anchor[1] * (1 - sv)
  const at = (u: number, v: number) => planePoint(scene.quad, u, v)
  const quad: Quad = [at(u0, v0), at(u0 + su, v0), at(u0 + su, v0 + sv), at(u0, v0 + sv)]
  return { ...scene, quad, ratio: size.largeurCm / size.hauteurCm }
}

/** Centre of a frame hung on a wall; middle of the bottom edge of one standing on something. */
export const HUNG = [0.5, 0.5] as const
export const STANDING = [0.5, 1] as const
