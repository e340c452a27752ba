import { rendreCourriel, type CourrielRendu } from '../courriel'

/** Double opt-in: nothing is sent to the address until it clicks the confirmation link. */
export function courrielConfirmationAbonnement({
  confirmerUrl,
  desabonnerUrl,
}: {
  confirmerUrl: string
  desabonnerUrl: string
}): CourrielRendu & { subject: string } {
  return {
    subject: 'Confirmez votre inscription à la lettre de Mots & Couleurs',
    ...rendreCourriel({
      titre: 'Encore un clic\u00a0!',
      blocs: [
        {
          type: 'texte',
          texte:
            'Vous avez demandé à recevoir la lettre de Mots & Couleurs\u00a0: nouvelles affiches, collections et articles, une fois par mois au plus.',
        },
        { type: 'bouton', href: confirmerUrl, libelle: 'Je confirme mon inscription' },
        {
          type: 'texte',
          texte:
            'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: vous ne recevrez rien.',
        },
      ],
      pied: [{ type: 'bouton', href: desabonnerUrl, libelle: 'Se désabonner' }],
    }),
  }
}
