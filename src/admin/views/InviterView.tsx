import type { AdminViewServerProps } from 'payload'

import { FormulaireInviter } from '../components/FormulaireInviter'
import { AdminScreen } from '../ui/AdminScreen'
import { requireAdmin } from '../ui/requireAdmin'

/** /admin/inviter (the owner only): invites a person by e-mail with a role (src/lib/auth/invitation.ts). */
export async function InviterView(props: AdminViewServerProps) {
  requireAdmin(props, '/admin/inviter')
  return (
    <AdminScreen
      view={props}
      title="Inviter une personne"
      crumbs={[{ label: 'Comptes', url: '/admin/collections/users' }, { label: 'Inviter' }]}
      intro={
        <>
          La personne reçoit un e-mail avec un lien valable 48&nbsp;heures, utilisable une seule fois, pour
          choisir elle-même son mot de passe&nbsp;: vous ne le voyez ni ne le choisissez jamais. Pour retirer
          l’accès, supprimez son compte dans «&nbsp;Comptes&nbsp;»&nbsp;: ses sessions s’arrêtent aussitôt.
        </>
      }
    >
      <FormulaireInviter />
    </AdminScreen>
  )
}
