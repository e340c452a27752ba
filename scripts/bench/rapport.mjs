// The report of `npm run bench`: docs/BENCHMARKS.md written from the figures of a run, which the bench
// also keeps in tmp/bench/figures.json. `node scripts/bench/rapport.mjs [figures.json]` writes the report
// again from kept figures (a corrected text needs no 30-minute run).
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

const ok = (cond) => (cond ? '✅' : '❌')

/** The paragraph on the floor row (runs before 2026-11-25 have none). */
const plancher = (r) =>
  r
    ? [
        `Plancher : \`/api/health\`, un gestionnaire de route qui ne lit rien et renvoie 15 octets, mesuré de même à la suite : ${r.rps} req/s, p99 ${r.p99} ms. C’est ce que Next et Node coûtent seuls à 50 connexions sur cette machine ; les trois routes de l’API du navigateur y ajoutent la validation de leur entrée et la lecture d’une ou deux entrées du cache à étiquettes, et ne peuvent pas descendre sous ce plancher.`,
        '',
      ]
    : []

/** Setup, throughput of the cached pages, and the send-payload patch's gain. */
function debitEtEnvoi(figures) {
  return [
    '## Mise en place',
    '',
    `- Seed de ${figures.meta.produits.toLocaleString('fr-FR')} produits : ${figures.setup.seedSeconds ? `${figures.setup.seedSeconds} s` : 'base déjà semée, réutilisée'}`,
    `- Build : ${figures.setup.buildSeconds ? `${figures.setup.buildSeconds} s` : 'réutilisé (sources inchangées)'} ; serveur prêt en ${figures.setup.readySeconds} s`,
    `- Première génération d’une image 1000×1000 webp : ${figures.firstWebpMs} ms (statut ${figures.firstWebpStatus})`,
    '',
    '## Débit et latence (cible pages en cache : ≥ 1 000 req/s, p99 < 50 ms)',
    '',
    '| Route | req/s | p50 (ms) | p99 (ms) | Ko par réponse | non-2xx | cible |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...figures.load.map(
      (r) =>
        `| ${r.label} (\`${r.url}\`) | ${r.rps} | ${r.p50} | ${r.p99} | ${r.kb} | ${r.non2xx} | ${r.page ? ok(r.rps >= 1000 && r.p99 < 50) : '—'} |`,
    ),
    '',
    'La cible porte sur les pages en cache. L’API et l’image dérivée passent par un gestionnaire de route de Next (requête et réponse web) ; en production, le front nginx les garde (section « Production »).',
    '',
    '## Correctif send-payload (patches/next+16.4.6+002+send-payload.patch)',
    '',
    'Les mêmes pages en cache, même build, même exécution : le serveur mesuré plus haut, puis un second lancé avec `MC_ENVOI_BRUT=1` et `RESPONSE_CACHE=off`, où le correctif et les réponses en mémoire (décision 0228) s’effacent (la page part en chaîne JavaScript réencodée à chaque réponse, gzip par le middleware de Next).',
    '',
    '| Page | avec (req/s) | p99 (ms) | sans (req/s) | p99 (ms) | gain |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...figures.envoi.map(
      (r) =>
        `| ${r.label} | ${r.avec} | ${r.avecP99} | ${r.sans} | ${r.sansP99} | ×${(r.avec / Math.max(1, r.sans)).toFixed(2)} |`,
    ),
    '',
  ]
}

/** The sustained loads, and what the visitor's browser touches (the browser's API, the static file). */
function chargesEtNavigateur(figures) {
  return [
    `## Charge soutenue : 50 connexions pendant ${figures.meta.loadSeconds} s (cible : aucune erreur, aucun 5xx)`,
    '',
    'Lectures : accueil, liste page 2, fiche produit, `/api/produits?audience=…`, `/api/produits/{slug}` et son compteur de j’aime, en boucle. Écritures : lecture du panier (`POST /api/produits/batch`), j’aime d’un nouveau visiteur puis son retrait. Mixte (cible en plus : p99 < 100 ms) : pages, recherche, API, lecture du panier avec ajout, j’aime et retrait. Mémoire : RSS du serveur (processus et enfants) avant et après.',
    '',
    '| Charge | requêtes | req/s | p50 (ms) | p99 (ms) | max (ms) | erreurs | 4xx | 5xx | mémoire avant → après (Mo) | cible |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...figures.charge.map(
      (r) =>
        `| ${r.label} | ${r.requetes} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.erreurs} | ${r.s4xx} | ${r.s5xx} | ${r.memoireAvant} → ${r.memoireApres} | ${ok(r.erreurs === 0 && r.s5xx === 0 && (r.label !== 'mixte' || r.p99 < 100))} |`,
    ),
    '',
    'Sous la charge mixte, chaque j’aime expirait la fiche de l’API de son produit, relue avec ses facettes par chacune des requêtes qui la manquaient ensemble. Le compteur de j’aime a désormais son entrée de cache (un `count` à refaire), les requêtes qui manquent ensemble une entrée partagent une seule lecture (`src/lib/infra/cache/singleFlight.ts`), et un ajout au panier est une seule écriture atomique (`$inc`) au lieu d’une lecture suivie d’une écriture. Sur le profil de 120 produits, à code égal par ailleurs : 712–740 → 745–838 req/s. SQLite garde `synchronous = FULL` (un `fsync` du journal par écriture validée) : `NORMAL` donnait 10 à 25 % de plus, au prix des dernières écritures validées en cas de coupure de courant (`docs/decisions/0002-sqlite-durable-et-analyse.md`). Le max d’une charge vient de ses premières requêtes, pendant qu’autocannon ouvre ses 50 connexions : le journal du serveur donne à ces requêtes 2 à 111 ms, et 50 processus `curl` qui envoient ensemble la même lecture de panier à un serveur tout juste démarré reçoivent tous leur réponse en 95 à 176 ms.',
    '',
    '## Ce que touche le navigateur du visiteur (cibles : recherche répétée p99 < 50 ms et ≥ 500 req/s, recherches variées p99 < 100 ms, chaque route de l’API du navigateur p99 < 50 ms à 50 connexions)',
    '',
    '| Mesure | connexions | req/s | p50 (ms) | p99 (ms) | max (ms) | erreurs | non-2xx | cible |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...figures.navigateur.map(
      (r) =>
        `| ${r.label} | ${r.connexions} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.erreurs} | ${r.non2xx} | ${r.ok === undefined ? '—' : ok(r.ok)} |`,
    ),
    '',
    ...plancher(figures.navigateur.find((r) => r.plancher)),
    'À 50 connexions, la latence moyenne vaut le nombre de connexions divisé par le débit (loi de Little) : un p99 < 50 ms demande ≈ 1 700 req/s soutenues ou plus, autocannon occupant le second cœur. Ces trois routes lisent le cache à étiquettes sans le routeur REST de Payload ; les en-têtes de sécurité ne passent plus par le routeur de Next (posés au début de la requête, `src/lib/infra/http/incomingRequest.mjs`). Le profil (`node --cpu-prof` pendant autocannon) met le reste dans Next et dans Node : la préparation de la route à chaque requête (manifestes, expression de la route), le passage de la requête Node à une `Request` web et de la réponse à une `Response`, les crochets de promesses d’`AsyncLocalStorage` et son `snapshot()` par requête (Node 20 ; Node 24 les remplace par `AsyncContextFrame`), et le ramasse-miettes (≈ 11 %). Ce qui tiendrait la cible à coup sûr : un cache HTTP devant le serveur pour ces lectures (la fiche de l’API envoie `s-maxage=60`), ou des cœurs de plus (`npm run cluster` sur plusieurs machines).',
    '',
    `Fichier statique (\`/sw.js\`, 5 Ko) : ${figures.statique.fichier.rps} req/s (p99 ${figures.statique.fichier.p99} ms) ; fiche produit en cache : ${figures.statique.page.rps} req/s (p99 ${figures.statique.page.p99} ms), soit **${figures.statique.ratio.toLocaleString('fr-FR')} ×** le fichier statique (cible 0,8 ×) ${ok(figures.statique.ratio >= 0.8)}.`,
    '',
    'Ce qui sépare la fiche du fichier statique, au profil de la fiche en cache (`node --cpu-prof` pendant autocannon, 2026-11-24) : la préparation de la route par Next à chaque requête (≈ 15 % : manifestes, expression régulière de la route, réécritures, dans le runtime compilé de Next), le rendu depuis le cache de réponses (≈ 12 %), l’écriture de 80 Ko au lieu de 5 (≈ 11 %), les crochets d’`AsyncLocalStorage` et le ramasse-miettes (≈ 12 %). Ce que l’application ajoutait à chaque réponse est retiré : motifs du proxy et valeurs d’en-têtes recompilés à chaque requête (6 %), règle de réécriture de `next.config.mjs`, masquage des lignes de journal par requête (≈ 4 %). Ces coûts pesaient autant sur le fichier statique, qui passe par le même routeur : les deux débits montent ensemble et le rapport ne bouge guère. L’atteindre demande de servir la page sans le pipeline de rendu de Next, comme un fichier : un cache HTTP devant `next start` (la page en cache porte `s-maxage`), haproxy ou un CDN.',
    '',
  ]
}

/** First image generation per scene, production behind nginx, first-load JavaScript, Lighthouse. */
function imagesEtPages(figures) {
  return [
    '## Première génération d’une image produit 1000×1000 webp, par scène (cibles : ≤ 500 ms à froid, ≤ 150 ms couches chaudes)',
    '',
    `\`scripts/mesure-images.mjs\`, ${figures.images.runs} mesures par scène, médianes, serveur arrêté. Froid : premier dessin de la scène dans un processus neuf ; redémarrage : couches de la scène déjà sur disque ; chaud : couches en mémoire, un autre produit.`,
    '',
    '| Scène | froid (ms) | redémarrage (ms) | chaud (ms) | Ko | cible |',
    '| --- | ---: | ---: | ---: | ---: | :---: |',
    ...figures.images.rows.map(
      (r) =>
        `| ${r.scene} | ${Math.round(r.cold)} | ${Math.round(r.restart)} | ${Math.round(r.warm)} | ${Math.round(r.kB)} | ${ok(r.cold <= 500 && r.warm <= 150)} |`,
    ),
    '',
    ...production(figures.production, figures.meta.duration, ok),
    '## JavaScript au premier chargement (gzip, cible ≤ 150 Ko pour liste et produit)',
    '',
    '| Page | scripts | Ko gzip | cible |',
    '| --- | ---: | ---: | :---: |',
    ...figures.js.map((r) => `| ${r.label} (\`${r.url}\`) | ${r.scripts} | ${r.kb} | ${ok(r.kb <= 150)} |`),
    '',
    '## Lighthouse mobile, 5 passes par page (cibles : performance médiane ≥ 97 et aucune passe sous 92, accessibilité 100, SEO 100, bonnes pratiques ≥ 95)',
    '',
    '| Page | Performance médiane | minimum | 5 passes | LCP | TBT | Accessibilité | SEO | Bonnes pratiques | cible |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...figures.lighthouse.map(
      (r) =>
        `| ${r.label} | ${r.performance} | ${r.minimum} | ${r.runs.join(', ')} | ${r.lcp} | ${r.tbt} | ${r.accessibility} | ${r.seo} | ${r.bestPractices} | ${ok(r.performance >= 97 && r.minimum >= 92 && r.accessibility === 100 && r.seo === 100 && r.bestPractices >= 95)} |`,
    ),
    '',
  ]
}

/** The Markdown of docs/BENCHMARKS.md for the figures of one run (`figures.meta`: its date and settings). */
export function rapport(figures) {
  const { date, produits, duration } = figures.meta
  const lines = [
    '# Mesures de performance',
    '',
    `Mesuré le ${date} par \`npm run bench\` sur cette machine (2 cœurs, 24 Gio), serveur de production (\`next start\`), base SQLite de ${produits.toLocaleString('fr-FR')} produits (${figures.setup.dbMegabytes} Mo). autocannon : 10 connexions, ${duration} s par route après 2 s de chauffe, sans compression demandée sauf sur la ligne « gzip » ; autocannon et le serveur se partagent les 2 cœurs. Lighthouse 13, mobile (Moto G Power émulé, réseau 4G lent et processeur ralenti ×4 simulés).`,
    '',
    ...debitEtEnvoi(figures),
    ...chargesEtNavigateur(figures),
    ...imagesEtPages(figures),
  ]
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = JSON.parse(fs.readFileSync(process.argv[2] ?? 'tmp/bench/figures.json', 'utf8'))
  fs.writeFileSync('docs/BENCHMARKS.md', rapport(figures))
  console.log('docs/BENCHMARKS.md écrit.')
}

/** The « production » section: nginx in front of `npm run cluster`, beside `next start` alone. */
export function production(p, duration, ok) {
  const n20 = (m) => (m ? `${m.rps} | ${m.p99}` : '– | –')
  return [
    '## Production : nginx en cache devant deux instances (`npm run cluster`)',
    '',
    `Même build, même base, même exécution, ${duration} s après 2 s de chauffe, gzip demandé : à travers le front nginx (\`deploy/nginx/boutique.conf.template\`, deux instances et Redis derrière), \`next start\` seul (${p.node}) et \`next start\` seul sous le Node 20 du système (même build, pour comparaison). Fichier statique servi par le même front : \`${p.statique.url}\`, **${p.statique.rps} req/s** (p99 ${p.statique.p99} ms).`,
    '',
    '| Page, 10 connexions | front : req/s | p99 (ms) | × statique (cible ≥ 0,6) | seul, Node 24 : req/s | p99 | seul, Node 20 : req/s | p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...p.pages.map(
      (r) =>
        `| ${r.label} | ${r.front.rps} | ${r.front.p99} | ${r.ratio.toLocaleString('fr-FR')} ${ok(r.ratio >= 0.6)} | ${r.seul.rps} | ${r.seul.p99} | ${n20(r.node20)} |`,
    ),
    ...p.api.map(
      (r) =>
        `| ${r.label}, 50 connexions (cible p99 < 20 ms) | ${r.front.rps} | ${r.front.p99} ${ok(r.front.p99 < 20)} | – | ${r.seul.rps} | ${r.seul.p99} | ${n20(r.node20)} |`,
    ),
    '',
    `Charge mixte à travers le front, ${p.charge.secondes} s à 50 connexions (pages, recherche, API, j’aime et panier) : **${p.charge.rps} req/s**, p50 ${p.charge.p50} ms, p99 **${p.charge.p99} ms** (cible < 30 ms ${ok(p.charge.p99 < 30)}), max ${p.charge.max} ms, ${p.charge.erreurs} erreurs, ${p.charge.non2xx} réponses non 2xx.`,
    '',
    ...(p.decomposition
      ? [
          `D’où vient ce p99 : la même charge coupée en deux, puis le plancher d’une requête qui atteint une instance, ${duration} s chacune à 50 connexions à travers le front.`,
          '',
          '| Charge mixte, 50 connexions | req/s | p50 (ms) | p99 (ms) | erreurs | non 2xx |',
          '| --- | ---: | ---: | ---: | ---: | ---: |',
          ...p.decomposition.map(
            (r) => `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.erreurs} | ${r.non2xx} |`,
          ),
          '',
          decomposer(p.decomposition),
          '',
        ]
      : []),
    `Publication visible à travers le front : un prix enregistré par l’API d’une instance, la fiche relue à travers nginx toutes les 10 ms jusqu’au nouveau prix, ${p.publication.n} fois : médiane **${p.publication.median} ms** (min ${p.publication.min}, max ${p.publication.max} ; cible < 2 000 ms ${ok(p.publication.median < 2000)}). Le front garde une page 1 s puis la rafraîchit en arrière-plan en servant l’ancienne (\`proxy_cache_background_update\`) : une publication se voit en ≈ 1 s plus le rendu de la page.`,
    '',
  ]
}

/** What the mixed load's parts say of its p99, from this run's figures. */
function decomposer(parts) {
  const de = (genre) => parts.find((r) => r.genre === genre)
  const [lectures, ecritures, plancher] = [de('lectures'), de('ecritures'), de('plancher')]
  return [
    `Le front répond aux lectures (p99 ${lectures.p99} ms). Les écritures (lecture du panier en \`POST\`, j’aime et retrait), un tiers des requêtes de la charge, ne peuvent pas être gardées : chacune atteint une instance (p99 ${ecritures.p99} ms).`,
    `À 50 connexions, une requête qui atteint une instance attend en moyenne le nombre de requêtes en cours divisé par le débit des instances (loi de Little) ; une route Next qui ne lit rien y fait p99 ${plancher.p99} ms (${plancher.rps} req/s) sur ces 2 cœurs partagés avec nginx, Redis et autocannon.`,
    plancher.p99 >= 30
      ? 'Aucune requête qui atteint une instance ne tient donc 30 ms au p99 ici : le p99 de la charge mixte est celui de ses écritures, et la cible ne se tient que pour ce que le front sert.'
      : 'Le plancher tient 30 ms : ce qui dépasse vient du travail des écritures elles-mêmes.',
  ].join(' ')
}

/** Writes `texte` (which starts with `debut` and ends with `fin`) over that section of `file`, or adds it
 *  at the end: a bench section measured on its own replaces only itself. */
export function remplacerSection(file, debut, fin, texte) {
  const doc = fs.readFileSync(file, 'utf8')
  const i = doc.indexOf(debut)
  const j = doc.indexOf(fin)
  fs.writeFileSync(
    file,
    i >= 0 && j > i ? doc.slice(0, i) + texte + doc.slice(j + fin.length) : `${doc.trimEnd()}\n\n${texte}\n`,
  )
}
