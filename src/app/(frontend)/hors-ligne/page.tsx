import type { Metadata } from 'next'

import { Lien } from '@/components/ui/Lien'

export const metadata: Metadata = { title: 'Hors ligne', robots: { index: false } }

/** Served by the service worker (public/sw.js) for a page never visited while the network is down. */
export default function HorsLigne() {
  return (
    <section className="conteneur py-16 text-center">
      <p className="surtitre">Hors ligne</p>
      <h1 className="mt-3 text-4xl">Pas de connexion pour le moment</h1>
      <p className="mx-auto mt-4 max-w-xl text-encre-douce">
        Cette page n’a pas encore été consultée sur cet appareil, elle ne peut donc pas s’afficher sans
        réseau. Les pages déjà visitées restent disponibles&#8239;; réessayez dès que la connexion revient.
      </p>
      <p className="mt-8">
        <Lien href="/" className="bouton bouton-plein">
          Retour à l’accueil
        </Lien>
      </p>
    </section>
  )
}
