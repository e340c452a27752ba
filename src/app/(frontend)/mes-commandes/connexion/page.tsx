import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = {
  title: 'Accéder à mes commandes',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /mes-commandes/connexion?jeton=…: the mailed link lands here; the button spends it (a POST), so a
 *  mail scanner that opens the link leaves it usable. */
export default async function ConnexionPage({ searchParams }: Props) {
  const { jeton } = await searchParams
  return (
    <>
      <PageHeader surtitre="Espace client" titre="Accéder à mes commandes" />
      <section className="conteneur pb-16">
        <form
          method="post"
          action="/api/espace/connexion"
          className="grid max-w-xl justify-items-start gap-4 rounded-carte border border-trait bg-creme/70 p-6 md:p-8"
        >
          <p className="text-lg text-encre-douce">
            Ce lien personnel vous ouvre vos commandes pendant une heure, sur cet appareil.
          </p>
          <input type="hidden" name="jeton" value={typeof jeton === 'string' ? jeton : ''} />
          <button type="submit" className="bouton bouton-plein">
            Voir mes commandes
          </button>
        </form>
      </section>
    </>
  )
}
