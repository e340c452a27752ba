import type { AdminViewServerProps } from 'payload'

import { jourParis } from '@/lib/format'

import { AdminScreen } from '../ui/AdminScreen'
import { requireAdmin } from '../ui/requireAdmin'

/** The previous month in Paris, the period an accountant asks for most: `[premier jour, dernier jour]`. */
function moisPrecedent(maintenant = new Date()): [string, string] {
  const [a, m] = jourParis(maintenant).split('-').map(Number)
  const annee = m === 1 ? a - 1 : a
  const mois = m === 1 ? 12 : m - 1
  const dernier = new Date(Date.UTC(annee, mois, 0)).getUTCDate()
  const mm = String(mois).padStart(2, '0')
  return [`${annee}-${mm}-01`, `${annee}-${mm}-${dernier}`]
}

/** /admin/export-comptable: the owner downloads the sales journal of a period as CSV. */
export async function ExportComptableView(props: AdminViewServerProps) {
  requireAdmin(props, '/admin/export-comptable')
  const [du, au] = moisPrecedent()
  return (
    <AdminScreen
      view={props}
      title="Export comptable"
      crumbs={[{ label: 'Commandes', url: '/admin/collections/commandes' }, { label: 'Export comptable' }]}
      intro={
        'Le journal des ventes de la période, pour votre comptable\u00a0: une ligne par facture et par avoir daté de ces jours (heure de Paris), avec la base et la TVA de chaque taux, telles que les documents les portent.'
      }
    >
      <form method="get" action="/api/admin/comptabilite/journal-des-ventes" className="mc-form">
        <label>
          Du <input type="date" name="du" defaultValue={du} required />
        </label>{' '}
        <label>
          au <input type="date" name="au" defaultValue={au} required />
        </label>{' '}
        <button type="submit" className="btn btn--style-primary">
          Télécharger le journal des ventes (CSV)
        </button>
      </form>
    </AdminScreen>
  )
}
