import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { commandesDuProduit, lireProduitDetail } from '@/lib/admin'
import { derivativesFor, STATUTS_COMMANDE } from '@/lib/catalogue'
import { formatDate, formatPrix, pluriel } from '@/lib/format'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { BarreActions } from '../ui/BarreActions'
import { apercuProduit, editProduit, payloadEdit, publicProduit } from '../ui/links'

const statutLabel = (v: string) => STATUTS_COMMANDE.find((s) => s.value === v)?.label ?? v

type Detail = NonNullable<Awaited<ReturnType<typeof lireProduitDetail>>>
/** The original artwork first, then every derived image of the product. */
function imagesDuProduit({ row, mockups, illustration }: Detail) {
  return [
    ...(illustration
      ? [
          {
            label: 'Œuvre originale',
            url: illustration.url,
            width: illustration.width,
            height: illustration.height,
            format: '',
          },
        ]
      : []),
    ...derivativesFor(row.slug, mockups),
  ]
}

/** Each image: its label, its full address, its size and its format. */
function TableauImages({ images }: { images: ReturnType<typeof imagesDuProduit> }) {
  const origin = process.env.SITE_URL?.replace(/\/$/, '') ?? ''
  return (
    <table className="mc-table">
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Adresse</th>
          <th scope="col">Taille</th>
          <th scope="col">Format</th>
        </tr>
      </thead>
      <tbody>
        {images.map((d) => (
          <tr key={d.url}>
            <td>{d.label}</td>
            <td>
              <a className="mc-code" href={d.url}>
                {d.url.startsWith('/') ? origin : ''}
                {d.url}
              </a>
            </td>
            <td>
              {d.width && d.height ? (
                `${d.width} × ${d.height} px`
              ) : (
                <span className="mc-muted">variable</span>
              )}
            </td>
            <td>{(d.format || d.url.split('.').pop() || '').toUpperCase()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The orders holding the product: number, date, customer, status, copies and amounts. */
function TableauCommandes({ commandes }: { commandes: Awaited<ReturnType<typeof commandesDuProduit>> }) {
  return (
    <table className="mc-table">
      <thead>
        <tr>
          <th scope="col">Numéro</th>
          <th scope="col">Date</th>
          <th scope="col">Client</th>
          <th scope="col">Statut</th>
          <th scope="col" className="num">
            Exemplaires
          </th>
          <th scope="col" className="num">
            Montant du produit
          </th>
          <th scope="col" className="num">
            Total de la commande
          </th>
        </tr>
      </thead>
      <tbody>
        {commandes.map((c) => (
          <tr key={c.id}>
            <td>
              <a href={payloadEdit('commandes', c.id)}>{c.numero}</a>
            </td>
            <td>{formatDate(c.createdAt)}</td>
            <td>{c.email}</td>
            <td>{statutLabel(c.statut)}</td>
            <td className="num">{c.quantite}</td>
            <td className="num">{formatPrix(c.prixLigne)}</td>
            <td className="num">{formatPrix(c.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** /admin/produits/more/{slug}: every derived image URL with its size, and the product's orders. */
export async function ProduitMoreView(props: AdminViewServerProps) {
  const slug = String(props.params?.segments?.[2] ?? '')
  const req = requireStaff(props, `/admin/produits/more/${slug}`)
  const detail = await lireProduitDetail(req, slug)
  if (!detail) notFound()
  const { row } = detail
  const commandes = await commandesDuProduit(req, row.slug)
  const images = imagesDuProduit(detail)

  return (
    <AdminScreen
      view={props}
      title={`${row.titre} — images et ventes`}
      crumbs={[
        { label: 'Galerie des produits', url: '/admin/produits' },
        { label: row.titre, url: apercuProduit(row.slug) },
        { label: 'Images et ventes' },
      ]}
      actions={
        <BarreActions
          actions={[
            { href: publicProduit(row.slug), label: 'Voir sur le site' },
            { href: editProduit(row.slug), label: 'Modifier', principal: true },
          ]}
        />
      }
    >
      <h2>Images dérivées ({images.length})</h2>
      <TableauImages images={images} />

      <h2>Commandes ({commandes.length})</h2>
      <p className="mc-muted">
        {pluriel(row.ventes, 'vente')} enregistrée{row.ventes > 1 ? 's' : ''} sur le produit.
      </p>
      {commandes.length === 0 ? (
        <p>Aucune commande ne contient ce produit.</p>
      ) : (
        <TableauCommandes commandes={commandes} />
      )}
    </AdminScreen>
  )
}
