import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { formatDate, pluriel } from '@/lib/format'

import { FormulaireDonnees } from '../components/FormulaireDonnees'
import { AdminScreen } from '../ui/AdminScreen'
import { requireAdmin } from '../ui/requireAdmin'

/** /admin/donnees-personnelles (admins only): export or erase what the shop holds about an e-mail,
 *  and the record of the requests answered (src/lib/donnees). */
export async function DonneesPersonnellesView(props: AdminViewServerProps) {
  const req = requireAdmin(props, '/admin/donnees-personnelles')
  const { docs } = await req.payload.find({
    collection: 'demandes-donnees',
    sort: '-le',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const { totalDocs: restreintes } = await req.payload.count({
    collection: 'commandes',
    where: { donneesRestreintes: { equals: true } },
    overrideAccess: true,
  })
  return (
    <AdminScreen
      view={props}
      title="Données personnelles"
      crumbs={[{ label: 'Données personnelles' }]}
      intro="Répondez à une demande d’accès ou d’effacement (un mois au plus). Chaque demande traitée est enregistrée ci-dessous."
    >
      <FormulaireDonnees />
      {restreintes > 0 && (
        <p data-restreintes={restreintes} style={{ marginTop: 'var(--base)' }}>
          <Link href="/admin/collections/commandes?where[donneesRestreintes][equals]=true">
            {pluriel(restreintes, 'commande restreinte', 'commandes restreintes')}
          </Link>
          {`\u00a0: ${restreintes > 1 ? 'conservées' : 'conservée'} pour la comptabilité seulement (ni téléchargement, ni e-mail, ni espace client).`}
        </p>
      )}
      {docs.length > 0 && (
        <table className="mc-table" style={{ marginTop: 'var(--base)' }}>
          <thead>
            <tr>
              <th scope="col">Le</th>
              <th scope="col">E-mail</th>
              <th scope="col">Demande</th>
              <th scope="col">Traitée par</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((d) => (
              <tr key={d.id}>
                <td>{formatDate(d.le)}</td>
                <td>{d.email}</td>
                <td>{d.type === 'export' ? 'Export' : 'Effacement'}</td>
                <td>{d.auteur}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminScreen>
  )
}
