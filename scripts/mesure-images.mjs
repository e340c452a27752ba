// First-generation time of the 1000×1000 webp product mockups, per scene (targets in docs/BENCHMARKS.md).
//
//   node scripts/run-ts.mjs scripts/mesure-images.mjs [--runs 5] [--scenes canape,toile] [--json]
//
// For every scene and every run, a fresh Node process (nothing of sharp or of the scene in memory) times:
//   cold    — the first derivative of product A with an empty image cache: the scene is drawn from its SVG
//             (with the CPU time of the process's threads, less sensitive to a busy machine);
//   restart — the same in a new process whose disk cache already holds the scene layers (a restarted server);
//   warm    — then, in that process, a first derivative of product B, the scene layers warm in memory;
//   hit     — product B again (the cached bytes).
// The artworks are two real seed posters (src/seed), written to a temporary media folder; the cache
// folder is temporary too and removed at the end. Medians of the runs, in milliseconds.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { MOCKUPS } from '@/lib/catalogue/constants'
import { cachedFile } from '@/lib/images/cache'
import { RENDERER } from '@/lib/images/derivatives'
import { SCENES } from '@/lib/images/mockups'
import { mockupImage, readArtwork } from '@/lib/images/render'
import { sceneVersion } from '@/lib/images/scene'
import { renderPoster } from '@/seed/artwork'
import { planProduits } from '@/seed/catalogue'
import { COLLECTIONS } from '@/seed/data/taxonomies'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}

/** The same cache entry as produitMockup (derivatives.ts), without the database lookup. */
async function derivative(file, slug, mockup) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const out = await cachedFile(
    `produits/${slug}`,
    [RENDERER, 'mockup', mockup, sceneVersion(SCENES[mockup]), [slug, path.basename(file), '']],
    'webp',
    async () => mockupImage(await readArtwork(file), mockup),
  )
  const { user, system } = process.cpuUsage(cpu)
  return {
    ms: performance.now() - started,
    cpu: (user + system) / 1000,
    generated: out.generated,
    bytes: out.body.length,
  }
}

async function worker() {
  const [mockup, media, cache] = args.slice(1)
  process.env.IMAGE_CACHE_DIR = cache
  const a = path.join(media, 'a.jpg')
  const b = path.join(media, 'b.jpg')
  const first = await derivative(a, 'a', mockup)
  const warm = await derivative(b, 'b', mockup)
  const hit = await derivative(b, 'b', mockup)
  if (!first.generated || !warm.generated || hit.generated) throw new Error('cache inattendu')
  process.stdout.write(
    `${JSON.stringify({ first: first.ms, firstCpu: first.cpu, warm: warm.ms, hit: hit.ms, bytes: warm.bytes })}\n`,
  )
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

async function main() {
  const runs = Number(option('runs', '5'))
  const scenes = option('scenes', MOCKUPS.join(',')).split(',')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-mesure-images-'))
  const media = path.join(root, 'media')
  fs.mkdirSync(media)
  const [pa, pb] = planProduits(2)
  const poster = (p) => ({
    design: p.design,
    kicker: COLLECTIONS.find((c) => c.slug === p.collection)?.nom ?? '',
    palette: p.theme.palette,
    variant: p.artwork,
  })
  fs.writeFileSync(path.join(media, 'a.jpg'), await renderPoster(poster(pa)))
  fs.writeFileSync(path.join(media, 'b.jpg'), await renderPoster(poster(pb)))

  // run-ts.mjs bundles this script to tmp/run-ts/<name>.mjs (with the export condition in execArgv):
  // the workers run that bundle directly instead of bundling it again.
  const bundle = path.join(process.cwd(), 'tmp', 'run-ts', `${path.basename(process.argv[1], '.ts')}.mjs`)
  const run = (mockup, cache) => {
    const r = spawnSync(process.execPath, [...process.execArgv, bundle, '--worker', mockup, media, cache], {
      encoding: 'utf8',
      env: { ...process.env, MC_ENTRETIEN: 'off' },
    })
    if (r.status !== 0) throw new Error(`${mockup}: ${r.stderr}`)
    return JSON.parse(r.stdout.trim().split('\n').pop())
  }

  const rows = []
  try {
    for (const mockup of scenes) {
      const t = { cold: [], coldCpu: [], restart: [], warm: [], hit: [], bytes: 0 }
      for (let i = 0; i < runs; i++) {
        const cache = path.join(root, `cache-${mockup}-${i}`)
        const cold = run(mockup, cache)
        // Keep the scene layers, drop the products' files: a restarted server.
        fs.rmSync(path.join(cache, 'produits'), { recursive: true, force: true })
        const restart = run(mockup, cache)
        fs.rmSync(cache, { recursive: true, force: true })
        t.cold.push(cold.first)
        t.coldCpu.push(cold.firstCpu)
        t.restart.push(restart.first)
        t.warm.push(cold.warm, restart.warm)
        t.hit.push(cold.hit, restart.hit)
        t.bytes = cold.bytes
      }
      const row = {
        scene: mockup,
        cold: median(t.cold),
        coldCpu: median(t.coldCpu),
        restart: median(t.restart),
        warm: median(t.warm),
        hit: median(t.hit),
        kB: t.bytes / 1024,
      }
      rows.push(row)
      if (!args.includes('--json'))
        console.log(
          `${mockup.padEnd(14)} froid ${row.cold.toFixed(0).padStart(5)} ms (CPU ${row.coldCpu.toFixed(0).padStart(4)} ms)   redémarrage ${row.restart.toFixed(0).padStart(5)} ms   chaud ${row.warm.toFixed(0).padStart(4)} ms   cache ${row.hit.toFixed(2).padStart(5)} ms   ${row.kB.toFixed(0)} Ko`,
        )
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
  const all = (k) => median(rows.map((r) => r[k]))
  const summary = {
    cold: all('cold'),
    coldCpu: all('coldCpu'),
    restart: all('restart'),
    warm: all('warm'),
    hit: all('hit'),
  }
  if (args.includes('--json')) console.log(JSON.stringify({ runs, rows, summary }, null, 2))
  else
    console.log(
      `médiane des scènes (${runs} mesures chacune) : froid ${summary.cold.toFixed(0)} ms (CPU ${summary.coldCpu.toFixed(0)} ms), redémarrage ${summary.restart.toFixed(0)} ms, chaud ${summary.warm.toFixed(0)} ms, cache ${summary.hit.toFixed(2)} ms`,
    )
}

await (args[0] === '--worker' ? worker() : main())
