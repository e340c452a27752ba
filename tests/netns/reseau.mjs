// The hosts of the namespace suite (tests/netns/cluster.test.mjs): network namespaces joined by veth
// pairs to two bridges in a « switch » namespace — clients and the front on one network, the front,
// the instances and Redis on another — each host with its own address. Every name starts with PREFIX so
// a run removes whatever a killed run left.
import { execFileSync, spawn } from 'node:child_process'

export const PREFIX = 'mcnt'
const SWITCH = `${PREFIX}-sw`
const PUBLIC = '10.231.1'
const PRIVE = '10.231.2'

export const hotes = {
  front: { ns: `${PREFIX}-front`, public: `${PUBLIC}.1`, prive: `${PRIVE}.1` },
  instance1: { ns: `${PREFIX}-i1`, prive: `${PRIVE}.11` },
  instance2: { ns: `${PREFIX}-i2`, prive: `${PRIVE}.12` },
  clients: [1, 2, 3].map((n) => ({ ns: `${PREFIX}-c${n}`, public: `${PUBLIC}.${100 + n}` })),
}

const ip = (...args) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] })

/** Removes every namespace of this suite (and with them their veth ends). */
export function nettoyer() {
  let liste = ''
  try {
    liste = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })
  } catch {
    return
  }
  for (const ligne of liste.split('\n')) {
    const nom = ligne.split(' ')[0]
    if (nom.startsWith(`${PREFIX}-`)) {
      try {
        ip('netns', 'del', nom)
      } catch {
        // already gone
      }
    }
  }
}

/** One host on one bridge: a veth pair, one end in the host as `nom`, the other on the bridge. */
function brancher(ns, pont, nom, adresse) {
  const cote = `${ns.replace(`${PREFIX}-`, '')}-${nom}`.slice(0, 15)
  ip('link', 'add', nom, 'netns', ns, 'type', 'veth', 'peer', 'name', cote, 'netns', SWITCH)
  ip('-n', SWITCH, 'link', 'set', cote, 'master', pont, 'up')
  ip('-n', ns, 'addr', 'add', `${adresse}/24`, 'dev', nom)
  ip('-n', ns, 'link', 'set', nom, 'up')
  return cote
}

/** Builds the network; returns the switch-side name of each host's link (to cut it). */
export function construire() {
  nettoyer()
  const liens = {}
  const tous = [hotes.front, hotes.instance1, hotes.instance2, ...hotes.clients]
  for (const ns of [SWITCH, ...tous.map((h) => h.ns)]) {
    ip('netns', 'add', ns)
    ip('-n', ns, 'link', 'set', 'lo', 'up')
  }
  for (const pont of ['br-public', 'br-prive']) {
    ip('-n', SWITCH, 'link', 'add', pont, 'type', 'bridge')
    ip('-n', SWITCH, 'link', 'set', pont, 'up')
  }
  liens.frontPublic = brancher(hotes.front.ns, 'br-public', 'pub0', hotes.front.public)
  liens.frontPrive = brancher(hotes.front.ns, 'br-prive', 'priv0', hotes.front.prive)
  liens.instance1 = brancher(hotes.instance1.ns, 'br-prive', 'eth0', hotes.instance1.prive)
  liens.instance2 = brancher(hotes.instance2.ns, 'br-prive', 'eth0', hotes.instance2.prive)
  for (const c of hotes.clients) brancher(c.ns, 'br-public', 'eth0', c.public)
  return liens
}

/** Cuts (or restores) a link on the switch side: the host's packets go nowhere. */
export function couper(lien, etat = 'down') {
  ip('-n', SWITCH, 'link', 'set', lien, etat)
}

/** Starts `commande` inside namespace `ns`, in its own process group, output to `fichier` (an fd). */
export function lancerDans(ns, commande, args, { env, fd }) {
  return spawn('ip', ['netns', 'exec', ns, commande, ...args], {
    env,
    stdio: ['ignore', fd, fd],
    detached: true,
  })
}

/**
 * One HTTP request sent from client namespace `ns` with curl (its own address as the source).
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function requete(ns, url, { method = 'GET', headers = {}, body, timeout = 15 } = {}) {
  const args = ['netns', 'exec', ns, 'curl', '-sS', '-i', '--max-time', String(timeout), '-X', method]
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`)
  if (body !== undefined)
    args.push('-H', 'Content-Type: application/json', '--data-binary', JSON.stringify(body))
  args.push(url)
  const sortie = execFileSync('ip', args, { encoding: 'utf8', maxBuffer: 20 * 1024 * 1024 })
  // The last header block (a 100 Continue may come first).
  const blocs = sortie.split(/\r\n\r\n/)
  let i = 0
  while (i < blocs.length - 1 && /^HTTP\/[\d.]+ 1\d\d/.test(blocs[i])) i += 1
  const [ligne, ...entetes] = blocs[i].split('\r\n')
  return {
    status: Number(ligne.split(' ')[1]),
    headers: Object.fromEntries(
      entetes.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]),
    ),
    body: blocs.slice(i + 1).join('\r\n\r\n'),
  }
}
