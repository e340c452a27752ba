import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { lireProduitDetail } from '@/lib/admin'
import { formatDate, formatPrix } from '@/lib/format'
import { imageApercu } from '@/lib/apercu'
import { derivativesFor, SIZES } from '@/lib/catalogue'

import { PatchButton } from '../components/PatchButton'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { BarreActions } from '../ui/BarreActions'
import { StatutBadge } from '../ui/bits'
import { editProduit, moreProduit, publicProduit } from '../ui/links'

/** An image with what the editor needs to know about it (the original's size may be unknown). */
export type ImageInfo = {
  label: string
  url: string
  width: number | null
  height: number | null
  format: string
}

const taille = (d: Pick<ImageInfo, 'width' | 'height'>) =>
  d.width && d.height ? `${d.width} × ${d.height} px` : 'taille variable'

export function ImagesGrid({ images }: { images: ImageInfo[] }) {
  return (
    <ul className="mc-images">
      {images.map((d) => (
        <li key={d.url}>
          <figure>
            <a href={d.url}>
              <img src={d.url} alt={d.label} loading="lazy" />
            </a>
            <figcaption>
              <strong>{d.label}</strong>
              <span className="mc-muted">
                {taille(d)} · {d.format.toUpperCase()}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

type Detail = NonNullable<Awaited<ReturnType<typeof lireProduitDetail>>>

/** The original artwork and the scenes (the preview route's for a draft), and the derived images. */
function imagesDuProduit({ row, mockups, illustration }: Detail) {
  const derives = derivativesFor(row.slug, mockups)
  // A draft never published has no public image yet: its scenes from the preview route (its own artwork).
  const scenes: ImageInfo[] =
    row.statut === 'published'
      ? derives.filter((d) => d.url.startsWith('/images/'))
      : mockups.map((m) => ({
          label: `Mise en scène «\u00a0${m}\u00a0» (brouillon)`,
          url: imageApercu(row.slug, m),
          ...SIZES.produit,
        }))
  const original: ImageInfo[] = illustration
    ? [
        {
          label: 'Œuvre originale',
          url: illustration.url,
          width: illustration.width,
          height: illustration.height,
          format: illustration.url.split('.').pop() ?? '',
        },
      ]
    : []
  return { miseEnScene: [...original, ...scenes], derives }
}

/** Status (with its publish or unpublish button), price and counters. */
function CompteursProduit({ row }: { row: Detail['row'] }) {
  return (
    <dl className="mc-stats">
      <div className="mc-stat">
        <dt>Statut</dt>
        <dd className="mc-statut">
          <StatutBadge statut={row.statut} />
          {row.statut === 'published' ? (
            <PatchButton
              slug={row.slug}
              field="_status"
              value="draft"
              label="Dépublier"
              done="Produit dépublié."
              className="mc-icon-btn"
            />
          ) : (
            <PatchButton
              slug={row.slug}
              field="_status"
              value="published"
              label="Publier"
              done="Produit publié."
              className="mc-icon-btn"
            />
          )}
        </dd>
      </div>
      <div className="mc-stat">
        <dt>Prix</dt>
        <dd>{formatPrix(row.prix)}</dd>
      </div>
      <div className="mc-stat">
        <dt>J’aime</dt>
        <dd>{row.likes}</dd>
      </div>
      <div className="mc-stat">
        <dt>Ajouts au panier</dt>
        <dd>{row.ajoutsPanier}</dd>
      </div>
      <div className="mc-stat">
        <dt>Ventes</dt>
        <dd>{row.ventes}</dd>
      </div>
    </dl>
  )
}

/** /admin/produits/{slug}: the product at a glance — images, counters, where to go next. */
export async function ProduitView(props: AdminViewServerProps) {
  const slug = String(props.params?.segments?.[1] ?? '')
  const req = requireStaff(props, `/admin/produits/${slug}`)
  const detail = await lireProduitDetail(req, slug)
  if (!detail) notFound()
  const { row, doc } = detail
  const { miseEnScene, derives } = imagesDuProduit(detail)

  return (
    <AdminScreen
      view={props}
      title={row.titre}
      crumbs={[{ label: 'Galerie des produits', url: '/admin/produits' }, { label: row.titre }]}
      intro={doc.extrait}
      actions={
        <BarreActions
          actions={[
            { href: publicProduit(row.slug), label: 'Voir sur le site' },
            { href: moreProduit(row.slug), label: 'Images et ventes' },
            { href: editProduit(row.slug), label: 'Modifier', principal: true },
          ]}
        />
      }
    >
      <CompteursProduit row={row} />
      <p className="mc-muted">
        Slug <span className="mc-code">{row.slug}</span>
        {doc.publishedAt ? ` · publié le ${formatDate(doc.publishedAt)}` : ''} · modifié le{' '}
        {formatDate(row.updatedAt)}
        {row.coupDeCoeur ? ` · coup de cœur n° ${row.coupDeCoeurRang ?? '—'}` : ''}
      </p>

      <h2>Mises en scène</h2>
      <ImagesGrid images={miseEnScene} />

      <h2>Partage et miniatures</h2>
      <ImagesGrid images={derives.filter((d) => !d.url.startsWith('/images/') && !d.label.includes('@2x'))} />
    </AdminScreen>
  )
}
