import { MOCKUPS, type Mockup } from '@/lib/catalogue'

import type { Scene } from '../scene'
import { biaisSol } from './biais-sol'
import { cadreBois } from './cadre-bois'
import { canape } from './canape'
import { femmeBureau } from './femme-bureau'
import { femmeGenoux } from './femme-genoux'
import { fenetreBiais } from './fenetre-biais'
import { planTravail } from './plan-travail'
import { toile } from './toile'
import { tube } from './tube'
import { veranda } from './veranda'
import { vueDessus } from './vue-dessus'

/** The 11 scenes of docs/SPECIFICATION.md §6, by mockup name. */
export const SCENES: Record<Mockup, Scene> = {
  'biais-sol': biaisSol,
  'cadre-bois': cadreBois,
  canape,
  'femme-bureau': femmeBureau,
  'femme-genoux': femmeGenoux,
  'fenetre-biais': fenetreBiais,
  'plan-travail': planTravail,
  toile,
  tube,
  veranda,
  'vue-dessus': vueDessus,
}

export function isMockup(value: string): value is Mockup {
  return (MOCKUPS as readonly string[]).includes(value)
}
