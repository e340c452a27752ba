import type { AdminViewServerProps } from 'payload'

import { formatDate } from '@/lib/format/date'

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
  return (
    <AdminScreen
      view={props}
      title="Données personnelles"
      crumbs={[{ label: 'Données personnelles' }]}
      intro="Répondez à une demande d’accès ou d’effacement (un mois au plus). Chaque demande traitée est enregistrée ci-dessous."
    >
      <FormulaireDonnees />
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
