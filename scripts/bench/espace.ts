/**
 * `node scripts/run-ts.mjs scripts/bench/espace.ts` (also run by `npm run bench`): whether a request for
 * a sign-in link to « Mes commandes » tells, by its timing, if the address is a customer's
 * (docs/decisions/0106). 50 requests for a customer's address and 50 for an unknown one, alternated; each
 * is followed at once by the next request of the same client (a fixed third address), as an attacker
 * would time the work done after the answer. Payload on its own SQLite file, mails to the project's SMTP
 * capture (tests/support/fakes.mjs). Medians go to docs/BENCHMARKS.md between the `<!-- espace -->`
 * markers; the target is medians within 1 ms.
 */
import fs from 'node:fs'
import path from 'node:path'

const dir = path.resolve(process.env.BENCH_ESPACE_DIR || 'tmp/bench-espace')
const SAMPLES = Number(process.env.BENCH_ESPACE_ECHANTILLONS || 50)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const { startCommerceFakes } = await import('../../tests/support/fakes.mjs')
const fakes = await startCommerceFakes()
Object.assign(process.env, fakes.env, {
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PRIVATE_MEDIA_DIR: path.join(dir, 'telechargements'),
  PAYLOAD_SECRET: 'secret-bench-espace',
  SITE_URL: 'http://boutique.bench',
  RATE_LIMITS: 'off',
})

const { default: config } = await import('@payload-config')
const { getPayload, handleEndpoints } = await import('payload')
const { attendreLiens } = await import('@/lib/espace')
const { attendreEnvois } = await import('@/lib/courriel')
const { migrateSqlite } = await import('@/lib/infra/database')
const payload = await getPayload({ config })
// Outside tests the schema is not pushed: the committed migrations, as `npm start` applies them.
await migrateSqlite(payload)

const CLIENT = 'client@bench.example'
// A paid order for the customer, and 200 abandoned checkouts around, as a shop has them.
for (let i = 0; i < 201; i++)
  await payload.db.create({
    collection: 'commandes',
    data: {
      numero: `MC-2026-${String(100_000 + i)}`,
      email: i === 0 ? CLIENT : `visiteur${i}@bench.example`,
      statut: i === 0 ? 'payee' : 'en_attente',
      sousTotal: 1200,
      fraisDePort: 0,
      total: 1200,
      devise: 'eur',
      stripeSessionId: `cs_bench_${i}`,
      lignes: [{ id: `l${i}`, slug: 'affiche', titre: 'Affiche', prix: 1200, livraison: 'numerique' }],
    },
  })

const demander = async (email: string): Promise<number> => {
  const t0 = performance.now()
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request('http://boutique.bench/api/espace/lien', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://boutique.bench' },
      body: JSON.stringify({ email }),
    }),
  })
  await res.text()
  if (res.status !== 202) throw new Error(`POST /api/espace/lien : ${res.status}`)
  return performance.now() - t0
}

const mesures = {
  client: { reponse: [] as number[], suivante: [] as number[] },
  inconnu: { reponse: [] as number[], suivante: [] as number[] },
}
// Warm-up: the first requests compile queries and templates for both kinds of address.
for (let i = 0; i < 5; i++) for (const e of [CLIENT, 'echauffement@bench.example']) await demander(e)
await attendreLiens()
await attendreEnvois()
for (let i = 0; i < 2 * SAMPLES; i++) {
  const cle = i % 2 ? 'inconnu' : 'client'
  const email = cle === 'client' ? CLIENT : `inconnu${i}@bench.example`
  mesures[cle].reponse.push(await demander(email))
  mesures[cle].suivante.push(await demander('sonde@bench.example'))
  await attendreLiens()
  await attendreEnvois()
}

const mediane = (d: number[]) => {
  const s = [...d].sort((a, b) => a - b)
  return Math.round(s[Math.floor(s.length / 2)] * 100) / 100
}
const figures = {
  date: new Date().toISOString().slice(0, 10),
  echantillons: SAMPLES,
  reponse: { client: mediane(mesures.client.reponse), inconnu: mediane(mesures.inconnu.reponse) },
  suivante: { client: mediane(mesures.client.suivante), inconnu: mediane(mesures.inconnu.suivante) },
  mails: fakes.mails.length,
}
const ecart = (m: { client: number; inconnu: number }) =>
  Math.round(Math.abs(m.client - m.inconnu) * 100) / 100
const ms = (n: number) => `${n.toLocaleString('fr-FR')}\u00a0ms`
const section = `<!-- espace -->
## Espace client : le temps de la demande de lien ne dit pas si l’adresse est cliente (\`node scripts/run-ts.mjs scripts/bench/espace.ts\`)

Mesuré le ${figures.date}, ${SAMPLES} + ${SAMPLES} demandes alternées (adresse d’une cliente qui a une
commande payée, adresse inconnue), chacune suivie aussitôt de la requête suivante du même client ;
Payload sur SQLite, courriels vers la capture SMTP du projet. Objectif : médianes à moins de 1 ms.

| Médiane | Adresse cliente | Adresse inconnue | Écart |
| --- | --- | --- | --- |
| Réponse à la demande | ${ms(figures.reponse.client)} | ${ms(figures.reponse.inconnu)} | ${ms(ecart(figures.reponse))} |
| Requête suivante | ${ms(figures.suivante.client)} | ${ms(figures.suivante.inconnu)} | ${ms(ecart(figures.suivante))} |
<!-- /espace -->
`
const rapport = fs.existsSync('docs/BENCHMARKS.md') ? fs.readFileSync('docs/BENCHMARKS.md', 'utf8') : ''
const marques = /<!-- espace -->[\s\S]*?<!-- \/espace -->\n?/
fs.writeFileSync(
  'docs/BENCHMARKS.md',
  marques.test(rapport) ? rapport.replace(marques, section) : `${rapport.trimEnd()}\n\n${section}`,
)
fs.writeFileSync(path.join(dir, 'figures.json'), JSON.stringify(figures, null, 2))
console.log(JSON.stringify(figures, null, 2))
await payload.destroy()
await fakes.stop()
process.exit(ecart(figures.reponse) < 1 && ecart(figures.suivante) < 1 ? 0 : 1)
