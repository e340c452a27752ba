import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Lien } from '@/components/ui/Lien'
import { PageHeader } from '@/components/ui/PageHeader'

/** Where the newsletter's mailed links land (GET /api/abonnement/confirmer|desabonner redirect here). */
const RESULTATS = {
  confirmee: {
    titre: 'Inscription confirmée',
    texte:
      'Merci\u202f! Vous recevrez la lettre de Mots & Couleurs\u00a0: nouvelles affiches, collections et articles, une fois par mois au plus. Chaque lettre contient un lien pour vous désabonner.',
  },
  desabonnee: {
    titre: 'Vous êtes désabonné·e',
    texte:
      'Votre adresse ne recevra plus la lettre de Mots & Couleurs. Vous pourrez vous réinscrire à tout moment depuis le bas de chaque page.',
  },
  'lien-invalide': {
    titre: 'Ce lien n’est plus valable',
    texte:
      'Le lien a expiré (7 jours) ou a déjà servi. Inscrivez-vous de nouveau depuis le bas de la page\u00a0: un nouveau lien vous sera envoyé.',
  },
} as const
type Resultat = keyof typeof RESULTATS

export const dynamicParams = false
export const generateStaticParams = () => Object.keys(RESULTATS).map((resultat) => ({ resultat }))

type Props = { params: Promise<{ resultat: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const r = RESULTATS[(await params).resultat as Resultat]
  return { title: r?.titre ?? 'Lettre d’information', robots: { index: false, follow: true } }
}

export default async function NewsletterResultat({ params }: Props) {
  const r = RESULTATS[(await params).resultat as Resultat]
  if (!r) notFound()
  return (
    <>
      <PageHeader surtitre="Lettre d’information" titre={r.titre} />
      <section className="conteneur grid justify-items-start gap-4 pb-16">
        <p className="max-w-2xl text-lg text-encre-douce">{r.texte}</p>
        <Lien href="/produits" className="bouton bouton-plein">
          Voir les affiches
        </Lien>
      </section>
    </>
  )
}
