// Payload's own link: moves within the admin without a reload, with its progress bar, and (like
// Payload's links) without prefetching every screen it points to.
import { Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { SITEMAP_LABELS, sitemapsPublics } from './sitemapsPublics'
import { pluriel } from '@/lib/format'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { BarreActions } from '../ui/BarreActions'

const dateHeure = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
})
const quand = (iso: string | null) => (iso ? dateHeure.format(new Date(iso)) : '—')

/** /admin/sitemap-index: the sitemap index — each sub-sitemap with its lastmod and its count. */
export async function SitemapIndexView(props: AdminViewServerProps) {
  requireStaff(props, '/admin/sitemap-index')
  const { index, sitemaps } = await sitemapsPublics()
  const total = sitemaps.reduce((n, s) => n + s.entrees.length, 0)
  return (
    <AdminScreen
      view={props}
      title="Index du plan du site"
      crumbs={[{ label: 'Plan du site', url: '/admin/sitemap' }, { label: 'Index' }]}
      intro={
        <>
          Ce que les moteurs de recherche lisent à <a href="/sitemap.xml">{index}</a>&nbsp;:{' '}
          {pluriel(sitemaps.length, 'sous-plan')}, {pluriel(total, 'adresse')} au total. Seuls les contenus
          publiés y figurent.
        </>
      }
      actions={
        <BarreActions actions={[{ href: '/admin/sitemap', label: 'Détail des adresses', interne: true }]} />
      }
    >
      <table className="mc-table">
        <thead>
          <tr>
            <th scope="col">Sous-plan</th>
            <th scope="col">Adresse</th>
            <th scope="col" className="num">
              Adresses
            </th>
            <th scope="col">Dernière modification (lastmod)</th>
          </tr>
        </thead>
        <tbody>
          {sitemaps.map((s) => (
            <tr key={s.nom}>
              <td>
                <Link href={`/admin/sitemap#${s.nom}`} prefetch={false}>
                  {SITEMAP_LABELS[s.nom]}
                </Link>
              </td>
              <td>
                <a className="mc-code" href={`/sitemaps/${s.nom}.xml`}>
                  {s.url}
                </a>
              </td>
              <td className="num">{s.entrees.length}</td>
              <td>
                <time dateTime={s.lastmod ?? undefined}>{quand(s.lastmod)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminScreen>
  )
}

/** /admin/sitemap: every address of every sub-sitemap, with its lastmod. */
export async function SitemapView(props: AdminViewServerProps) {
  requireStaff(props, '/admin/sitemap')
  const { base, sitemaps } = await sitemapsPublics()
  return (
    <AdminScreen
      view={props}
      title="Plan du site"
      crumbs={[{ label: 'Plan du site' }]}
      intro="Les adresses publiques listées dans les plans du site, avec leur date de dernière modification. Un produit dépublié en disparaît aussitôt."
      actions={
        <BarreActions
          actions={[
            { href: '/admin/sitemap-index', label: 'Index', interne: true },
            { href: '/sitemap.xml', label: 'sitemap.xml' },
          ]}
        />
      }
    >
      <dl className="mc-stats">
        {sitemaps.map((s) => (
          <div className="mc-stat" key={s.nom}>
            <dt>{SITEMAP_LABELS[s.nom]}</dt>
            <dd>
              <a href={`#${s.nom}`}>{s.entrees.length}</a>
            </dd>
          </div>
        ))}
      </dl>
      {sitemaps.map((s) => (
        <section key={s.nom} id={s.nom} aria-labelledby={`titre-${s.nom}`}>
          <h2 id={`titre-${s.nom}`}>
            {SITEMAP_LABELS[s.nom]} — {pluriel(s.entrees.length, 'adresse')}{' '}
            <a
              className="mc-code"
              href={`/sitemaps/${s.nom}.xml`}
              style={{ fontSize: '0.8rem', fontWeight: 400 }}
            >
              /sitemaps/{s.nom}.xml
            </a>
          </h2>
          <table className="mc-table" data-sitemap={s.nom}>
            <thead>
              <tr>
                <th scope="col">Adresse</th>
                <th scope="col">Dernière modification</th>
              </tr>
            </thead>
            <tbody>
              {s.entrees.map((e) => (
                <tr key={e.path}>
                  <td>
                    <a className="mc-code" href={e.path}>
                      {base}
                      {e.path}
                    </a>
                  </td>
                  <td>
                    <time dateTime={e.lastmod}>{quand(e.lastmod)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </AdminScreen>
  )
}
