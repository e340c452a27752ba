import type { Payload } from 'payload'

import { DEFAULT_MOCKUP, lireFormatsBoutique, MOCKUPS } from '@/lib/catalogue'

import { SCENES } from './mockups'
import { sceneLayers, type Scene } from './scene'
import { scaledScene } from './trueScale'

/** The default scene first (every product page shows it), then the others. */
const ORDER = [DEFAULT_MOCKUP, ...MOCKUPS.filter((m) => m !== DEFAULT_MOCKUP)]

/**
 * Draws the layers of every scene, one after the other (one core at most, so requests keep the other),
 * yielding to the event loop between two scenes. A scene already drawn, or being drawn for a request,
 * is shared, not drawn again. A scene that fails is reported to `onError` and the others still go.
 */
export async function prechaufferScenes(
  scenes: readonly Scene[] = ORDER.map((m) => SCENES[m]),
  onError: (scene: Scene, err: unknown) => void = () => {},
): Promise<number> {
  let drawn = 0
  for (const scene of scenes) {
    await new Promise((resolve) => setImmediate(resolve))
    try {
      await sceneLayers(scene)
      drawn++
    } catch (err) {
      onError(scene, err)
    }
  }
  return drawn
}

/** The scenes at the size of the shop's default format (what most product pages show), then as drawn
 *  (digital products). */
async function scenesAPrechauffer(payload: Payload): Promise<Scene[]> {
  const formats = await lireFormatsBoutique(payload).catch(() => [])
  const actifs = formats.filter((f) => f.actif)
  const defaut = actifs.find((f) => f.parDefaut) ?? actifs[0] ?? null
  const telles = ORDER.map((m) => SCENES[m])
  return defaut ? [...telles.map((s) => scaledScene(s, defaut)), ...telles] : telles
}

const CLE = Symbol.for('mots-couleurs.prechauffage-images')

/**
 * Starts the warm-up once per server process, in the background (Payload's onInit does not wait for
 * it): the first visitor of a scene then gets it in tens of milliseconds instead of a first drawing.
 * Same rules as the periodic maintenance (entretien.ts): only in a Next server, never during
 * `next build`, in scripts or in tests; MC_ENTRETIEN=off switches it off. Never throws.
 */
export function demarrerPrechauffageImages(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (env.NEXT_RUNTIME !== 'nodejs' || env.NEXT_PHASE === 'phase-production-build') return false
  if (env.MC_ENTRETIEN === 'off') return false
  const g = globalThis as { [CLE]?: boolean }
  if (g[CLE]) return false
  g[CLE] = true
  setImmediate(() => {
    const started = performance.now()
    scenesAPrechauffer(payload)
      .then((scenes) =>
        prechaufferScenes(scenes, (scene, err) =>
          payload.logger.error({ err, scene: scene.name }, 'Préchauffage des scènes d’images en échec'),
        ),
      )
      .then((drawn) =>
        payload.logger.info(
          `Scènes d’images préchauffées\u00a0: ${drawn} en ${Math.round(performance.now() - started)} ms`,
        ),
      )
      .catch((err) => payload.logger.error({ err }, 'Préchauffage des scènes d’images en échec'))
  })
  return true
}
