import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { lireTermeTaxonomie, lireTaxonomie, type Taxonomie } from '@/lib/admin'
import { pluriel } from '@/lib/format'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { BarreActions } from '../ui/BarreActions'
import { ProduitTable } from '../ui/bits'
import { payloadEdit, publicTerme } from '../ui/links'

const LABELS: Record<Taxonomie, { titre: string; singulier: string; intro: string }> = {
  audiences: {
    titre: 'Audiences',
    singulier: 'Audience',
    intro: 'Les métiers à qui s’adressent les affiches. Chaque audience a sa page publique de produits.',
  },
  collections: {
    titre: 'Collections d’affiches',
    singulier: 'Collection',
    intro:
      'Les collections d’affiches (citations, définitions…). Chaque collection a sa page publique de produits.',
  },
}

/** /admin/audiences and /admin/collections: every term with its image and product counts. */
export async function TaxonomieListe({
  view,
  collection,
}: {
  view: AdminViewServerProps
  collection: Taxonomie
}) {
  const req = requireStaff(view, `/admin/${collection}`)
  const rows = await lireTaxonomie(req, collection)
  const l = LABELS[collection]
  return (
    <AdminScreen
      view={view}
      title={l.titre}
      crumbs={[{ label: l.titre }]}
      intro={l.intro}
      actions={
        <BarreActions
          actions={[
            { href: `/admin/collections/${collection}`, label: 'Liste Payload' },
            { href: `/admin/collections/${collection}/create`, label: 'Ajouter', principal: true },
          ]}
        />
      }
    >
      <p className="mc-muted">{pluriel(rows.length, l.singulier.toLowerCase())}</p>
      <table className="mc-table">
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Nom</th>
            <th scope="col">Slug</th>
            <th scope="col" className="num">
              Produits
            </th>
            <th scope="col" className="num">
              Publiés
            </th>
            <th scope="col">Liens</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id}>
              <td>
                <img src={t.image} alt="" width={56} height={56} loading="lazy" />
              </td>
              <td>
                <a href={`/admin/${collection}/${t.slug}`}>{t.nom}</a>
              </td>
              <td className="mc-code">{t.slug}</td>
              <td className="num">{t.total}</td>
              <td className="num">{t.publies}</td>
              <td>
                <a href={payloadEdit(collection, t.id)}>Modifier</a> ·{' '}
                <a href={publicTerme(collection, t.slug)}>Voir sur le site</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminScreen>
  )
}

/** /admin/audiences/{slug} and /admin/collections/{slug}: one term and every product in it. */
export async function TaxonomieDetail({
  view,
  collection,
  slug,
}: {
  view: AdminViewServerProps
  collection: Taxonomie
  slug: string
}) {
  const req = requireStaff(view, `/admin/${collection}/${slug}`)
  const data = await lireTermeTaxonomie(req, collection, slug)
  if (!data) notFound()
  const { terme, produits } = data
  const l = LABELS[collection]
  return (
    <AdminScreen
      view={view}
      title={`${l.singulier}\u00a0: ${terme.nom}`}
      crumbs={[{ label: l.titre, url: `/admin/${collection}` }, { label: terme.nom }]}
      intro={terme.description ?? undefined}
      actions={
        <BarreActions
          actions={[
            { href: publicTerme(collection, terme.slug), label: 'Voir sur le site' },
            { href: payloadEdit(collection, terme.id), label: 'Modifier', principal: true },
          ]}
        />
      }
    >
      <dl className="mc-stats">
        <div className="mc-stat">
          <dt>Produits</dt>
          <dd>{terme.total}</dd>
        </div>
        <div className="mc-stat">
          <dt>Publiés</dt>
          <dd>{terme.publies}</dd>
        </div>
        <div className="mc-stat">
          <dt>Brouillons</dt>
          <dd>{terme.total - terme.publies}</dd>
        </div>
      </dl>
      <ProduitTable rows={produits} empty="Aucun produit dans cette liste pour l’instant." />
    </AdminScreen>
  )
}
