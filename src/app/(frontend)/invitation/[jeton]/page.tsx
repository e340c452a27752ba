import type { Metadata } from 'next'

import { FormulaireInvitation } from '@/components/invitation/FormulaireInvitation'
import { PageHeader } from '@/components/ui/PageHeader'
import { EXPIRED_LINK_MESSAGE } from '@/lib/auth'
import { lireInvitation } from '@/lib/data/prive/invitations'

export const metadata: Metadata = {
  title: 'Rejoindre l’administration',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ jeton: string }> }

/** /invitation/{jeton}: the mailed link of an invitation (src/lib/auth/invitation.ts); the invitee
 *  chooses their password here, or reads why the link no longer works. */
export default async function InvitationPage({ params }: Props) {
  const { jeton } = await params
  const compte = await lireInvitation(jeton)
  return (
    <>
      <PageHeader surtitre="Administration" titre="Choisir mon mot de passe" />
      <section className="conteneur pb-16">
        <div className="grid max-w-xl gap-4 rounded-carte border border-trait bg-creme/70 p-6 md:p-8">
          {compte ? (
            <FormulaireInvitation jeton={jeton} email={compte.email} />
          ) : (
            <p role="alert" className="text-lg">
              {EXPIRED_LINK_MESSAGE}
            </p>
          )}
        </div>
      </section>
    </>
  )
}
