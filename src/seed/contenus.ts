import type { Payload } from 'payload'

import { ARTICLES } from './data/articles'
import { FAQ } from './data/faq'
import { PAGES } from './data/pages'
import { PORTFOLIO } from './data/portfolio'
import { richText } from './richtext'
import { ensureAll, type Report } from './store'
import { coverUpload } from './taxonomies'

const DAY = 24 * 3600 * 1000

/** Articles, FAQ, portfolio and pages: each looked up by its slug (the FAQ by its question). */
export async function seedContenus(payload: Payload, report: Report): Promise<void> {
  const now = Date.now()
  await ensureAll(
    payload,
    'articles',
    ARTICLES,
    (a) => a.slug,
    async (a, i) => ({
      slug: a.slug,
      titre: a.titre,
      extrait: a.extrait,
      auteur: a.auteur,
      contenu: richText(a.contenu),
      // Article images are keyed by article slug (docs/SPECIFICATION.md §3), landscape for headers and
      // cards.
      image: await coverUpload(payload, a.slug, a.titre, 'Article', i + 1, 1200, 800),
      publishedAt: new Date(now - a.joursAvant * DAY).toISOString(),
      _status: 'published',
    }),
    report,
  )

  await ensureAll(
    payload,
    'faq',
    FAQ,
    (q) => q.question,
    async (q) => ({
      question: q.question,
      rubrique: q.rubrique,
      reponse: richText(q.reponse),
      ordre: FAQ.filter((o) => o.rubrique === q.rubrique).indexOf(q) + 1,
    }),
    report,
    'question',
  )

  await ensureAll(
    payload,
    'portfolio',
    PORTFOLIO,
    (p) => p.slug,
    async (p, i) => ({
      ...p,
      image: await coverUpload(payload, p.slug, p.titre, p.categorie, i * 5 + 2, 876),
      ordre: i + 1,
    }),
    report,
  )

  await ensureAll(
    payload,
    'pages',
    PAGES,
    (p) => p.slug,
    async (p) => ({
      slug: p.slug,
      titre: p.titre,
      description: p.description,
      contenu: richText(p.contenu),
      _status: 'published',
    }),
    report,
  )
}
