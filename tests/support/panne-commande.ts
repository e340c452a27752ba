// A "server process" for the crash tests (tests/int/commande-pannes.test.ts), run with
// `node scripts/run-ts.mjs tests/support/panne-commande.ts '<steps as JSON>'` on the test's database
// (DATABASE_URI and the commerce fakes come from the environment). Each step goes through the
// project's own code — the REST router for the checkout and the webhook, the drain for the outbox — and
// prints `RESULTAT <json>`. MC_TEST_CRASH_AT makes the process SIGKILL itself at that point
// (src/lib/infra/operations/panne.ts).
import config from '@payload-config'
import { getPayload } from 'payload'

import { entretien } from '@/lib/commande/entretien'
import { attendreEnvois } from '@/lib/courriel/courriels'

import { api } from './api'

export type Etape =
  | { paiement: Record<string, unknown> }
  | { webhook: { payload: string; signature: string } }
  | { entretien: string }

const etapes = JSON.parse(process.argv[2] ?? '[]') as Etape[]
const payload = await getPayload({ config })
process.stdout.write('PRET\n')
for (const etape of etapes) {
  let resultat: unknown
  if ('paiement' in etape) {
    const res = await api(payload, 'POST', '/commande/paiement', { body: etape.paiement })
    resultat = { status: res.status, json: res.json }
  } else if ('webhook' in etape) {
    const res = await api(payload, 'POST', '/commande/webhook', {
      raw: etape.webhook.payload,
      headers: { 'stripe-signature': etape.webhook.signature },
    })
    // The receipt's immediate send runs after the answer, as in the server: let it finish.
    await attendreEnvois()
    resultat = { status: res.status, json: res.json }
  } else {
    resultat = await entretien(payload, new Date(etape.entretien))
  }
  process.stdout.write(`RESULTAT ${JSON.stringify(resultat)}\n`)
}
await payload.destroy?.()
process.exit(0)
