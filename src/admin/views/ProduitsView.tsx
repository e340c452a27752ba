// Payload's own link: moves within the admin without a reload, with its progress bar, and (like
// Payload's links) without prefetching every screen it points to.
import { Link } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import {
  filtreOptions,
  galerieFiltres,
  lireGalerie,
  parsePage,
  type Galerie,
  type GalerieFiltres,
} from '@/lib/admin'
import { formatPrix, pluriel } from '@/lib/format'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { BarreActions } from '../ui/BarreActions'
import { StatutBadge } from '../ui/bits'
import { apercuProduit, editProduit, publicProduit } from '../ui/links'

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** `/admin/produits/page/{n}?…`, page 1 being /admin/produits itself. */
function pageHref(n: number, filtres: GalerieFiltres): string {
  const qs = new URLSearchParams(
    Object.entries(filtres).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString()
  return `${n > 1 ? `/admin/produits/page/${n}` : '/admin/produits'}${qs ? `?${qs}` : ''}`
}

/** The gallery's filters, sent as the URL's query: search, audience, collection, status. */
function FiltresGalerie({
  filtres,
  options,
}: {
  filtres: GalerieFiltres
  options: Awaited<ReturnType<typeof filtreOptions>>
}) {
  return (
    <form
      className="mc-filters"
      method="get"
      action="/admin/produits"
      role="search"
      aria-label="Filtrer les produits"
    >
      <label>
        Rechercher
        <input type="search" name="q" defaultValue={filtres.q ?? ''} placeholder="Titre ou slug" />
      </label>
      <label>
        Audience
        <select name="audience" defaultValue={filtres.audience ?? ''}>
          <option value="">Toutes</option>
          {options.audiences.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.nom}
            </option>
          ))}
        </select>
      </label>
      <label>
        Collection
        <select name="collection" defaultValue={filtres.collection ?? ''}>
          <option value="">Toutes</option>
          {options.collections.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.nom}
            </option>
          ))}
        </select>
      </label>
      <label>
        Statut
        <select name="statut" defaultValue={filtres.statut ?? ''}>
          <option value="">Tous</option>
          <option value="published">Publié</option>
          <option value="draft">Brouillon</option>
        </select>
      </label>
      <button type="submit" className="mc-link-btn mc-link-btn--primary">
        Filtrer
      </button>
      {Object.values(filtres).some(Boolean) ? (
        <Link className="mc-link-btn" href="/admin/produits" prefetch={false}>
          Effacer
        </Link>
      ) : null}
    </form>
  )
}

/** A product's card: thumbnail, title, status, price, its figures and its links. */
function CarteGalerie({ p }: { p: Galerie['rows'][number] }) {
  return (
    <li className="mc-card">
      <Link href={apercuProduit(p.slug)} prefetch={false} tabIndex={-1} aria-hidden="true">
        <img className="mc-card__img" src={p.miniature} alt="" width={300} height={300} loading="lazy" />
      </Link>
      <div className="mc-card__body">
        <Link className="mc-card__title" href={apercuProduit(p.slug)} prefetch={false}>
          {p.titre}
        </Link>
        <div className="mc-card__meta">
          <StatutBadge statut={p.statut} />
          <strong>{formatPrix(p.prix)}</strong>
          {p.coupDeCoeur ? <span title="Coup de cœur">♥ Coup de cœur</span> : null}
        </div>
        <div className="mc-card__meta">
          <span>{pluriel(p.likes, 'j’aime', 'j’aime')}</span>·<span>{pluriel(p.ajoutsPanier, 'panier')}</span>
          ·<span>{pluriel(p.ventes, 'vente')}</span>
        </div>
        <div className="mc-card__links">
          <Link href={editProduit(p.slug)} prefetch={false}>
            Modifier
          </Link>
          <a href={publicProduit(p.slug)}>Voir sur le site</a>
        </div>
      </div>
    </li>
  )
}

/** The pager: previous, every page number (the current one not a link), next. */
function PagesGalerie({
  page,
  totalPages,
  filtres,
}: {
  page: number
  totalPages: number
  filtres: GalerieFiltres
}) {
  return (
    <nav className="mc-pager" aria-label="Pages de la galerie">
      {page > 1 ? (
        <Link href={pageHref(page - 1, filtres)} prefetch={false}>
          ← Précédente
        </Link>
      ) : null}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) =>
        n === page ? (
          <span key={n} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} href={pageHref(n, filtres)} prefetch={false}>
            {n}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link href={pageHref(page + 1, filtres)} prefetch={false}>
          Suivante →
        </Link>
      ) : null}
    </nav>
  )
}

/** The page asked for in the path, and the filters read from the query. */
function demandeDe(props: AdminViewServerProps) {
  const segments = (props.params?.segments ?? []) as string[]
  const page = parsePage(segments[1] === 'page' ? segments[2] : undefined)
  const path = segments.length > 1 ? `/admin/${segments.join('/')}` : '/admin/produits'
  const sp = props.searchParams ?? {}
  const filtres = galerieFiltres.parse({
    q: first(sp.q) || undefined,
    audience: first(sp.audience) || undefined,
    collection: first(sp.collection) || undefined,
    statut: first(sp.statut) || undefined,
  })
  return { page, path, filtres }
}

/** /admin/produits and /admin/produits/page[/{n}]: the product gallery, reglages.itemsPerPage a page, filters in the URL. */
export async function ProduitsView(props: AdminViewServerProps) {
  const { page, path, filtres } = demandeDe(props)
  const req = requireStaff(props, path)
  if (page === null) notFound()
  const [galerie, options] = await Promise.all([lireGalerie(req, filtres, page), filtreOptions(req)])
  if (page > 1 && page > galerie.totalPages) notFound()

  return (
    <AdminScreen
      view={props}
      title="Galerie des produits"
      crumbs={[
        { label: 'Galerie des produits', url: '/admin/produits' },
        ...(page > 1 ? [{ label: `Page ${page}` }] : []),
      ]}
      actions={
        <BarreActions
          actions={[
            { href: '/admin/collections/produits', label: 'Liste Payload', interne: true },
            {
              href: '/admin/collections/produits/create',
              label: 'Nouveau produit',
              principal: true,
              interne: true,
            },
          ]}
        />
      }
    >
      <FiltresGalerie filtres={filtres} options={options} />

      <p className="mc-muted" aria-live="polite">
        {pluriel(galerie.totalDocs, 'produit')}
        {galerie.totalPages > 1 ? ` — page ${page} sur ${galerie.totalPages}` : ''}
      </p>

      {galerie.rows.length === 0 ? (
        <p>Aucun produit ne correspond à ces critères.</p>
      ) : (
        <ul className="mc-cards" data-testid="galerie">
          {galerie.rows.map((p) => (
            <CarteGalerie key={p.id} p={p} />
          ))}
        </ul>
      )}

      {galerie.totalPages > 1 ? (
        <PagesGalerie page={page} totalPages={galerie.totalPages} filtres={filtres} />
      ) : null}
    </AdminScreen>
  )
}
