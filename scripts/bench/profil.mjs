// `node scripts/bench/profil.mjs <a.cpuprofile> [b.cpuprofile…]`: where a server's CPU time went, from
// the profiles of `node --cpu-prof` or of the inspector's Profiler (docs/decisions/0210): busy time per
// request when the request count is given (`fichier.cpuprofile:requêtes`), the top functions by self time
// and by inclusive time, and the self time by area (Next, React, Payload, the app, Node, GC).
import fs from 'node:fs'

const TOP = Number(process.env.PROFIL_TOP || 25)

/** The area of a frame, from its script's URL. */
export function zone(url, name) {
  if (!url) return name.startsWith('(') ? name : '(natif)'
  const paquet = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (paquet) return paquet[1]
  if (url.startsWith('node:')) return 'node'
  if (/\.next[^/]*\/server\/chunks/.test(url)) return 'app (chunks)'
  if (/\/src\//.test(url)) return 'app (src)'
  return url.replace(/^file:\/\/.*\/(scripts|src)\//, '$1/')
}

const cle = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonyme)'} ${url.replace(/^file:\/\/.*?node_modules\//, '')}:${lineNumber + 1}`

/**
 * @param {{ nodes: any[], samples: number[], timeDeltas: number[] }} profil
 * @returns {{ total: number, inactif: number, propre: Map<string, number>, inclusif: Map<string, number>, zones: Map<string, number> }} µs
 */
export function resumer(profil) {
  const parNoeud = new Map(profil.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profil.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const propre = new Map()
  const inclusif = new Map()
  const zones = new Map()
  const ajouter = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v)
  let total = 0
  let inactif = 0
  profil.samples.forEach((id, i) => {
    const dt = Math.max(0, profil.timeDeltas[i] ?? 0)
    const n = parNoeud.get(id)
    total += dt
    if (n.callFrame.functionName === '(idle)') return void (inactif += dt)
    ajouter(propre, cle(n.callFrame), dt)
    ajouter(zones, zone(n.callFrame.url, n.callFrame.functionName), dt)
    const vus = new Set()
    for (let p = id; p !== undefined; p = parent.get(p)) {
      const k = cle(parNoeud.get(p).callFrame)
      // A recursive function counts once per sample.
      if (vus.has(k)) continue
      vus.add(k)
      ajouter(inclusif, k, dt)
    }
  })
  return { total, inactif, propre, inclusif, zones }
}

const ms = (us) => (us / 1000).toFixed(0).padStart(7)
const part = (us, occupe) => `${((100 * us) / occupe).toFixed(1).padStart(5)} %`

function afficher(fichier, requetes) {
  const r = resumer(JSON.parse(fs.readFileSync(fichier, 'utf8')))
  const occupe = r.total - r.inactif
  const parRequete = requetes
    ? `, ${(occupe / requetes).toFixed(0)} µs occupés par requête (${requetes} req)`
    : ''
  console.log(`\n# ${fichier}\n${ms(r.total)} ms profilés, ${ms(occupe)} ms occupés${parRequete}`)
  const top = (titre, m, n = TOP) => {
    console.log(`\n## ${titre}`)
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(`${ms(v)} ms ${part(v, occupe)}  ${k}`)
  }
  top('Par zone (temps propre)', r.zones, 20)
  top('Temps propre', r.propre)
  top('Temps inclusif', r.inclusif)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const arg of process.argv.slice(2)) {
    const [fichier, requetes] = arg.split(/:(?=\d+$)/)
    afficher(fichier, Number(requetes) || 0)
  }
}
