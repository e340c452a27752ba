// The « Sécurité » section of docs/BENCHMARKS.md from the figures of scripts/bench/securite.mjs, written
// between its `<!-- securite -->` markers (replaced, or appended after the report of `npm run bench`).
// `node scripts/bench/securite-rapport.mjs` writes it again from tmp/bench-securite/figures.json.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const entier = (x) => x.toLocaleString('fr-FR').replace(/\s/g, '\u202f')
const memoire = (l) => [].concat(l).map(entier).join(' + ')

const statuts = (s) =>
  Object.entries(s)
    .map(([code, nb]) => `${entier(nb)}\u00a0× ${code === '0' ? 'sans réponse' : code}`)
    .join(', ')

const virgule = (x) => String(x).replace('.', ',')
const PARALLELE_TEXTE = 'relevé toutes les 200 ms'
const charge = (c) => c.map((x) => virgule(x.toFixed(2))).join(' / ')

function tableauFlots({ seul, cluster }) {
  const lignes = [
    '| Flot | Réponses | 5xx | Croissance sur disque | Mémoire avant → juste après → 20 s après (pic pendant le flot) | Durée | Charge de la machine (1 min, avant / après) |',
    '| --- | --- | ---: | ---: | --- | ---: | --- |',
    `| \`next start\` seul, ${entier(seul.requetes)} URL, ${entier(seul.adresses)} adresses | ${statuts(seul.statuts)} | ${seul.cinqCents} | ${virgule(seul.croissanceMo)} Mo (\`server/route-cache\` et \`cache/fetch-cache\`) | ${memoire(seul.rssAvant)} → ${memoire(seul.rssApres)} → ${memoire(seul.rssRepos)} Mo${seul.rssPic ? ` (pic des deux flots et du balayage de l’API : ${entier(seul.rssPic)} Mo)` : ''} | ${Math.round(seul.secondes)} s | ${charge(seul.charge)} |`,
  ]
  if (seul.second)
    lignes.push(
      `| le même serveur, second flot de ${entier(seul.requetes)} autres URL | ${statuts(seul.second.statuts)} | ${seul.second.cinqCents} | — | ${memoire(seul.rssRepos)} → ${memoire(seul.second.rssApres)} → ${memoire(seul.second.rssRepos)} Mo | ${Math.round(seul.second.secondes)} s | — |`,
    )
  if (seul.api)
    lignes.push(
      `| le même serveur, ${entier(seul.api.requetes)} requêtes distinctes de \`GET /api/produits\` (\`limit\` 51–100, 7 tris, 2 pages, filtres) | ${statuts(seul.api.statuts)} | ${seul.api.cinqCents} | ${virgule(seul.api.croissanceMo)} Mo | → ${memoire(seul.api.rssApres)} Mo | ${Math.round(seul.api.secondes)} s | — |`,
    )
  if (cluster)
    lignes.push(
      `| à travers le front (nginx, 2 instances), ${entier(cluster.requetes)} URL, ${entier(cluster.adresses)} adresses | ${statuts(cluster.statuts)} | ${cluster.cinqCents} | ${virgule(cluster.croissanceMo)} Mo (zones de nginx et caches des instances, qui gardent leurs pages dans Redis) | ${memoire(cluster.rssAvant)} → ${memoire(cluster.rssApres)} → ${memoire(cluster.rssRepos)} Mo${cluster.rssPic ? ` (pic : ${memoire(cluster.rssPic)} Mo)` : ''} | ${Math.round(cluster.secondes)} s | ${charge(cluster.charge)} |`,
    )
  if (cluster?.hotes)
    lignes.push(
      `| à travers le front, ${entier(cluster.hotes.requetes)} requêtes d’en-têtes \`Host\` inventés | ${statuts(cluster.hotes.statuts)} | — | ${virgule(cluster.hotes.croissanceMo)} Mo (zones de nginx) | — | ${Math.round(cluster.hotes.secondes)} s | — |`,
    )
  return lignes
}

/** Whether the stated bound held: at rest after both floods, and the second flood's growth. */
export function bilanMemoire({ rssApres, rssRepos, second, borneMo, rssPic }) {
  const somme = (l) => [].concat(l).reduce((a, b) => a + b, 0)
  const croissance = Math.round(((somme(second.rssApres) - somme(rssApres)) / somme(rssApres)) * 100)
  const tenue = Math.max(...[].concat(rssRepos, second.rssRepos, rssPic ?? [])) <= borneMo
  const pic = rssPic ? `, ${entier(rssPic)} Mo au plus fort des flots (${PARALLELE_TEXTE})` : ''
  return `Borne annoncée (README et docs/SECURITY.md, « Budgets ») : **${entier(borneMo)} Mo par instance**, pendant un flot et au repos après lui. Ici ${memoire(rssRepos)} Mo après le premier, ${memoire(second.rssRepos)} Mo après le second${pic} : ${tenue ? 'tenue' : '**dépassée**'} ; le second flot a fait ${croissance >= 0 ? '+' : ''}${croissance} % de mémoire juste après lui par rapport au premier (un plateau : quelques % au plus).`
}

/** The section of docs/BENCHMARKS.md for these figures. */
export function ecrireSection({ date, node, parallele, seul, cluster, login }) {
  const complet = seul.requetes >= 10_000 && (!cluster || cluster.requetes >= 10_000)
  const lignes = [
    '<!-- securite -->',
    '## Sécurité : ce que des inconnus font garder au serveur, connexions en parallèle (`BENCH_SECTIONS=securite npm run bench`)',
    '',
    'Avant le ticket « Hardening IV » : 700 requêtes distinctes de `GET /api/produits` ajoutaient 52,6 Mo à `.next/cache/fetch-cache` ; 3 500 requêtes d’en-têtes `Host` inventés ajoutaient 65 Mo à la zone principale du front en 17 s ; sous 16 requêtes simultanées la mémoire d’une instance culminait à 913 Mo.',
    '',
    `Mesuré le ${date.slice(0, 10)} sur le build de production (Node ${node.replace(/^v/, '')}), catalogue de démonstration, sur une machine de 2 cœurs partagée avec d’autres sessions (charge relevée à côté de chaque flot). URL distinctes, un quart de chaque sorte : pages introuvables (un article, une page, un produit, n’importe quoi), recherches, numéros de page (du catalogue, d’une valeur de facette, d’une recherche), valeurs de facette inconnues et pages sous une chaîne de requête ; ${parallele} à la fois. Contre \`next start\` seul (cache de fichiers, sans Redis), les adresses sont jouées par \`X-Forwarded-For\` (\`TRUST_PROXY_HOPS=1\`) ; à travers le front de \`npm run cluster\` (nginx, deux instances, Redis du cache limité à ${(cluster?.redisMaxmemory ?? '8mb').replace(/mb$/i, '\u00a0Mo')}, Redis des limites), chaque client est sa propre adresse de bouclage (127.200.x.y), celle que voit nginx.`,
    ...(complet
      ? []
      : [
          '',
          `Exécution réduite (\`BENCH_URLS=${seul.requetes}\`${cluster ? `, \`BENCH_CLUSTER_URLS=${cluster.requetes}\`` : ''}) ; la commande par défaut en envoie 10 000 depuis 1 000 adresses.`,
        ]),
    '',
    'Avant les changements (ticket « Hardening III », mêmes sortes d’URL) : chaque page introuvable ou recherche rendue restait sur le disque, jamais effacée (100 à 260 Ko l’une : +58,5 Mo pour 300 pages introuvables depuis 100 adresses, environ 5 Mo/s pour un seul client) ; la mémoire passait de 368 à 739 Mo en 600 recherches et n’en redescendait pas en 20 s ; dans le cluster, trois flots de 10 s avaient évincé 1 781 clés du Redis commun, dont le compteur d’une adresse bloquée, qui retrouvait cinq essais ; `/contac%74` et trois autres chemins répondaient 500.',
    '',
    ...tableauFlots({ seul, cluster }),
    '',
    ...(seul.pagesEcrites
      ? [
          `Pages que le flot a fait écrire dans \`server/route-cache\` de \`next start\`\u00a0: ${seul.pagesEcrites.length ? seul.pagesEcrites.map((p) => `\`/${p}\``).join(', ') : 'aucune'}.`,
          '',
        ]
      : []),
    ...(cluster
      ? [
          `Dans le cluster, le flot a fait évincer ${entier(cluster.evictions)} clés au Redis du cache ; l’adresse 127.0.0.77, bloquée avant le flot (six mauvais mots de passe : ${cluster.connexionAvant.join(', ')}), reçoit après lui ${cluster.connexionApres.join(', ')} : son compteur est dans le Redis des limites (\`noeviction\`), que le flot ne touche pas.`,
          '',
        ]
      : []),
    '| Connexions (mauvais mot de passe), `next start` seul | Réponses | Durée |',
    '| --- | --- | ---: |',
    ...login.map((l) => `| ${l.libelle} | ${statuts(l.statuts)} | ${virgule(l.secondes.toFixed(1))} s |`),
    '',
    ...(seul.second ? [bilanMemoire(seul), ''] : []),
    `Ce qui borne le disque : une page introuvable n’est jamais gardée, ni une lecture qui ne trouve rien ; une page qui n’existe que par ce qu’un visiteur a tapé (recherche, numéro de page, valeur de facette) reste dans la mémoire du cache de Next, une LRU de 32 Mo, jamais sur le disque (\`src/lib/infra/cache/file-handler.mjs\`) ; avec Redis, dans Redis, borné par sa \`maxmemory\`. Le front garde ces pages dans une zone à elle de 32 Mo et jamais une 404 (\`deploy/nginx/boutique.conf.template\`). La mémoire : ce cache de 32 Mo et les LRU bornées du processus ; 20 s après le flot, la mémoire résidente de \`next start\` est à ${memoire(seul.rssRepos)} Mo (${memoire(seul.rssAvant)} avant, ${memoire(seul.rssApres)} juste après)${seul.rssRepos > seul.rssApres * 0.95 ? ' : elle ne redescend pas ; ce qui la borne est le plateau que le second flot montre, sous le tas plafonné (record 0143)' : ''}.`,
    '<!-- /securite -->',
  ]
  const fichier = 'docs/BENCHMARKS.md'
  const texte = fs.readFileSync(fichier, 'utf8')
  const section = lignes.join('\n')
  const motif = /<!-- securite -->[\s\S]*?<!-- \/securite -->/
  fs.writeFileSync(
    fichier,
    motif.test(texte) ? texte.replace(motif, section) : `${texte.trimEnd()}\n\n${section}\n`,
  )
  console.log('docs/BENCHMARKS.md : section « Sécurité » écrite.')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.env.BENCH_SECURITE_DIR || 'tmp/bench-securite')
  ecrireSection(JSON.parse(fs.readFileSync(path.join(dir, 'figures.json'), 'utf8')))
}
