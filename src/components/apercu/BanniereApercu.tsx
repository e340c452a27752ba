import { lecteurDuBrouillon } from '@/lib/brouillon'

import { ActualisationApercu } from './ActualisationApercu'
import { LienQuitterApercu } from './LienQuitterApercu'

/** The staff's reminder that this page shows unpublished content, with the way out. Shown only in draft
 *  mode and to a staff member (a leaked draft-mode cookie shows neither drafts nor this banner). */
export async function BanniereApercu() {
  if (!(await lecteurDuBrouillon())) return null
  return (
    <aside
      aria-label="Aperçu du brouillon"
      className="fixed bottom-4 left-1/2 z-50 flex max-w-[calc(100%-2rem)] -translate-x-1/2 flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-full bg-encre px-5 py-2 text-sm text-creme shadow-lg"
    >
      <p role="status">
        <strong>Aperçu du brouillon</strong>
        <span className="sr-only">&nbsp;: cette page montre le contenu non publié.</span>
      </p>
      <LienQuitterApercu />
      <ActualisationApercu />
    </aside>
  )
}
