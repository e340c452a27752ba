// `npm run bench -- --contre <commit>` (scripts/bench/contre.mjs): what its table says, apart from the
// servers that measured it. Each row is measured twice on both servers (A B, then B A); a side's figure
// is the median of its passes, the ratio is this code's median over the other commit's, and a row
// under SEUIL is flagged: the release lost ground there.
import { remplacerSection } from './rapport.mjs'

/** Under this ratio a row is flagged (❌). */
export const SEUIL = 0.95

export const mediane = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  if (s.length === 0) return 0
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const arrondi = (x, n = 2) => Math.round(x * 10 ** n) / 10 ** n
const virgule = (x) => String(x).replace('.', ',')
const milliers = (x) => Math.round(x).toLocaleString('fr-FR').replace(/\s/g, '\u202f')

/**
 * Per row (in the order first measured): each side's passes, their median req/s and p99, the ratio
 * ici ÷ contre and whether it is under SEUIL.
 * @param {{ ligne: string, serveur: string, rps: number, p99: number }[]} releves
 */
export function synthese(releves) {
  const lignes = [...new Set(releves.map((r) => r.ligne))]
  return lignes.map((ligne) => {
    const cote = (serveur) => {
      const passes = releves.filter((r) => r.ligne === ligne && r.serveur === serveur)
      return {
        passes: passes.map((r) => ({ rps: r.rps, p99: r.p99 })),
        rps: mediane(passes.map((r) => r.rps)),
        p99: mediane(passes.map((r) => r.p99)),
      }
    }
    const ici = cote('ici')
    const contre = cote('contre')
    const ratio = contre.rps > 0 ? arrondi(ici.rps / contre.rps) : 0
    return { ligne, ici, contre, ratio, signale: ratio < SEUIL }
  })
}

/** The not-found rows' median over the home page's, on one side (target: ≥ 0.9 here). */
export function introuvablesSurAccueil(
  lignes,
  serveur,
  { accueil = 'accueil', introuvables = 'introuvables' } = {},
) {
  const de = (nom) => lignes.find((l) => l.ligne === nom)?.[serveur].rps ?? 0
  return de(accueil) > 0 ? arrondi(de(introuvables) / de(accueil)) : 0
}

const passes = (c) => c.passes.map((p) => `${milliers(p.rps)} (${p.p99})`).join(' / ')

/**
 * The section of docs/BENCHMARKS.md for one reference commit, between markers that name it: a later
 * run against the same commit replaces it, a run against another commit adds its own.
 * @param {{ lignes: ReturnType<typeof synthese>, releves: object[], meta: { date: string, ici: string, contre: string, produits: number, duration: number, node: string, memoire: { ici: number, contre: number }, borneMo: number }, libelles: Record<string, string> }} o
 */
export function sectionContre({ lignes, releves, meta, libelles }) {
  const signales = lignes.filter((l) => l.signale)
  const ratioIci = introuvablesSurAccueil(lignes, 'ici')
  const ratioContre = introuvablesSurAccueil(lignes, 'contre')
  return [
    `<!-- contre:${meta.contre}:debut -->`,
    `## Contre \`${meta.contre}\` (\`npm run bench -- --contre ${meta.contre}\`)`,
    '',
    `Mesuré le ${meta.date.slice(0, 10)} contre le commit \`${meta.contre}\` (référence de cette table), ce code étant \`${meta.ici}\`. ` +
      `Node ${meta.node}, ${milliers(meta.produits)} produits semés de chaque côté, chaque commit construit et démarré comme par \`npm start\` (ses propres options de Node). ` +
      `Les deux serveurs tournent ensemble ; chaque ligne est mesurée sur l’un puis l’autre (passe 1 : ici puis contre ; passe 2 : contre puis ici), ${meta.duration} s après 2 s de chauffe, ` +
      '10 connexions et `accept-encoding: gzip` sauf la charge mixte (50 connexions). req/s (p99 en ms) ; rapport = médiane ici ÷ médiane contre ; ' +
      `❌ sous ${virgule(SEUIL)}.`,
    '',
    `| Ligne | ici, passes 1 / 2 | contre, passes 1 / 2 | ici ÷ contre | |`,
    '| --- | ---: | ---: | ---: | :---: |',
    ...lignes.map(
      (l) =>
        `| ${libelles[l.ligne] ?? l.ligne} | ${passes(l.ici)} | ${passes(l.contre)} | ${virgule(l.ratio.toFixed(2))}× | ${l.signale ? '❌' : '✅'} |`,
    ),
    '',
    `Pages introuvables ÷ accueil : ici ${virgule(ratioIci.toFixed(2))}, contre ${virgule(ratioContre.toFixed(2))} (cible ici : ≥ 0,9). ` +
      `Mémoire (RSS, processus et enfants) après le banc : ici ${meta.memoire.ici} Mo, contre ${meta.memoire.contre} Mo (borne : ${meta.borneMo} Mo). ` +
      (signales.length
        ? `**Lignes sous ${virgule(SEUIL)} : ${signales.map((l) => libelles[l.ligne] ?? l.ligne).join(', ')}.**`
        : `Aucune ligne sous ${virgule(SEUIL)}.`),
    '',
    'Relevés dans l’ordre, avec la charge de la machine (moyenne sur 1 min, avant → après la mesure) : 2 cœurs partagés avec d’autres sessions, un écart plus petit que celui des deux passes d’un même serveur est du bruit.',
    '',
    '| Passe | Ligne | Serveur | req/s | p99 (ms) | non-2xx attendus ? | charge |',
    '| ---: | --- | --- | ---: | ---: | --- | --- |',
    ...releves.map(
      (r) =>
        `| ${r.passe} | ${libelles[r.ligne] ?? r.ligne} | ${r.serveur} | ${milliers(r.rps)} | ${r.p99} | ${r.non2xx}${r.attendus ? ' (404 attendus)' : ''} | ${r.charge.map((c) => virgule(c)).join(' → ')} |`,
    ),
    `<!-- contre:${meta.contre}:fin -->`,
  ].join('\n')
}

/** Writes (or replaces) the section of that reference commit in `file`. */
export function ecrireSectionContre(file, o) {
  remplacerSection(
    file,
    `<!-- contre:${o.meta.contre}:debut -->`,
    `<!-- contre:${o.meta.contre}:fin -->`,
    sectionContre(o),
  )
}
