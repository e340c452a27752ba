/**
 * `npm run journal:verifier`: seals the entries still waiting, then checks the journal's hash chain
 * (src/lib/journal). Exit codes: 0 intact, 1 broken (the first broken entry is named) or unreadable.
 */
import './lib/arriere-plan.mjs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { scellerJournal, verifierJournal } from '../src/lib/journal'
import { ligneErreur } from './lib/checks.mjs'

async function main() {
  const payload = await getPayload({ config: await config })
  const nouvelles = await scellerJournal(payload).catch(() => 0)
  const { scellees, enAttente, rupture } = await verifierJournal(payload)
  if (rupture) {
    console.error(
      `Journal rompu à l’entrée n° ${rupture.rang} (identifiant ${rupture.id}${rupture.le ? `, du ${rupture.le}` : ''}) : ${rupture.raison}`,
    )
    process.exit(1)
  }
  console.log(
    `Journal intact : ${scellees} entrées scellées${nouvelles ? ` (dont ${nouvelles} à l’instant)` : ''}${enAttente ? `, ${enAttente} en attente de scellement` : ''}.`,
  )
  process.exit(0)
}

await main().catch((err) => {
  console.error(`Vérification du journal impossible : ${ligneErreur(err)}`)
  process.exit(1)
})
