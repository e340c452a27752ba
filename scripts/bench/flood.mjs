// What strangers send, for scripts/bench/securite.mjs: distinct URLs that only their input makes exist
// (not-found pages, searches, page numbers, facet values), from many addresses, with what it costs the
// server measured on disk and in memory.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/** Bytes under a folder (0 when it does not exist). */
export function octets(p) {
  if (!fs.existsSync(p)) return 0
  const s = fs.statSync(p)
  if (!s.isDirectory()) return s.size
  return fs.readdirSync(p).reduce((t, n) => t + octets(path.join(p, n)), 0)
}

/**
 * The pages a route cache folder (distDir/server/route-cache) gained since `depuis` (ms): what the
 * flood made the server write, by page (`articles`, `_not-found`…), from the files' modification times.
 */
export function pagesEcrites(dossier, depuis) {
  const pages = new Set()
  const parcourir = (p) => {
    if (!fs.existsSync(p)) return
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const chemin = path.join(p, e.name)
      if (e.isDirectory()) parcourir(chemin)
      else if (fs.statSync(chemin).mtimeMs >= depuis)
        pages.add(/\$\/([^.]+)/.exec(path.relative(dossier, chemin))?.[1] ?? e.name)
    }
  }
  parcourir(dossier)
  return [...pages].sort()
}

export const mo = (o) => Math.round(o / 10_000) / 100

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
export function rssMo(pid) {
  const enfants = new Map()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const ppid = Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1])
      enfants.set(ppid, [...(enfants.get(ppid) ?? []), Number(name)])
    } catch {}
  }
  let ko = 0
  const pile = [pid]
  while (pile.length) {
    const p = pile.pop()
    try {
      ko += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
    } catch {}
    pile.push(...(enfants.get(p) ?? []))
  }
  return Math.round(ko / 1024)
}

/**
 * Samples the resident memory of each of `pids` every 200 ms until `arreter()`, which returns each
 * one's peak in MB: the bound is held during a flood, not only at rest (issue 44: 913 MB at 16 requests
 * in flight, right after the flood it was lower).
 */
export function suivreRss(pids) {
  const pics = pids.map((pid) => rssMo(pid))
  const timer = setInterval(() => {
    pids.forEach((pid, i) => (pics[i] = Math.max(pics[i], rssMo(pid))))
  }, 200)
  return {
    arreter() {
      clearInterval(timer)
      return pids.map((pid, i) => Math.max(pics[i], rssMo(pid)))
    },
  }
}

/**
 * `n` distinct queries of the public API (GET /api/produits): `limit` 51–100, every sort, two pages,
 * facet filters. Each was an entry of Next's data cache on disk (issue 44: 700 of them, 52.6 MB).
 */
export function apiUrls(n) {
  const tris = [
    'recent',
    'ancien',
    'prix-croissant',
    'prix-decroissant',
    'titre',
    'populaire',
    'coups-de-coeur',
  ]
  return Array.from({ length: n }, (_, i) => {
    const base = `/api/produits?limit=${51 + (i % 50)}&tri=${tris[i % 7]}&page=${1 + (Math.floor(i / 350) % 2)}`
    return i % 2 ? base : `${base}&theme=${hasard(4)}${i}`
  })
}

const lettres = 'abcdefghijklmnopqrstuvwxyz'
const hasard = (n) => Array.from({ length: n }, () => lettres[Math.floor(Math.random() * 26)]).join('')

/**
 * `n` distinct URLs, a quarter of each kind: not-found pages (an article, a page, a product, anything),
 * searches, page numbers (of the catalogue, of a facet value, of a search) and facet values (unknown
 * ones, and known pages under a query string).
 */
export function floodUrls(n) {
  return Array.from({ length: n }, (_, i) => {
    const id = `${hasard(6)}${i}`
    switch (i % 4) {
      case 0:
        return [`/articles/${id}`, `/${id}`, `/produits/affiches/${id}`][i % 3]
      case 1:
        return `/produits?q=${hasard(5)}+${id}`
      case 2:
        return [
          `/produits/page/${2 + i}`,
          `/produits/affiches/audiences/psychologue/page/${2 + i}`,
          `/produits?q=calme&page=${2 + i}`,
        ][i % 3]
      default:
        return [`/produits/affiches/audiences/${id}`, `/produits/affiches/themes/${id}`, `/articles?x=${id}`][
          i % 3
        ]
    }
  })
}

/** Requests in flight during a flood (BENCH_PARALLELE): enough to keep every core of the server busy. */
export const PARALLELE = Number(process.env.BENCH_PARALLELE || 16)

/**
 * Sends every URL once, `parallel` at a time, the i-th from address i % addresses. `via`: 'header'
 * (X-Forwarded-For, for a server that trusts one hop) or 'socket' (the connection's own loopback
 * source address, 127.x.y.z, as a front sees it). `host(i)`: the Host header of the i-th request
 * (the default is the server's own). Returns the count per status (0: no answer); prints its progress.
 */
export async function flood({
  port,
  urls,
  addresses = 1_000,
  parallel = PARALLELE,
  via = 'header',
  prefix = 10,
  host,
}) {
  const statuts = {}
  let suivant = 0
  const adresse = (i) => {
    const a = i % addresses
    return `${via === 'socket' ? 127 : prefix}.200.${a >> 7}.${(a & 127) + 1}`
  }
  const envoyer = (chemin, ip, i) =>
    new Promise((resolve) => {
      const headers = host ? { host: host(i) } : {}
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: chemin,
          ...(via === 'socket'
            ? { localAddress: ip, headers }
            : { headers: { ...headers, 'x-forwarded-for': ip } }),
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.setTimeout(60_000, () => req.destroy())
      req.on('error', () => resolve(0))
      req.end()
    })
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (suivant < urls.length) {
        const i = suivant++
        const s = await envoyer(urls[i], adresse(i), i)
        statuts[s] = (statuts[s] ?? 0) + 1
        if ((i + 1) % 1_000 === 0) console.log(`Flot : ${i + 1} / ${urls.length}`)
      }
    }),
  )
  return statuts
}

export const cinqCents = (statuts) =>
  Object.entries(statuts).reduce((t, [s, nb]) => t + (Number(s) >= 500 || Number(s) === 0 ? nb : 0), 0)
