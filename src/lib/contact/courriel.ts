import { rendreCourriel, type CourrielRendu } from '../courriel'

export type MessageContact = { nom: string; email: string; sujet?: string | null; message: string }

/** Forwards a contact-form message to the studio; replying answers the visitor directly. */
export function courrielMessage(m: MessageContact, adminUrl: string): CourrielRendu & { subject: string } {
  const sujet = m.sujet?.trim() || 'Sans objet'
  return {
    subject: `Nouveau message de ${m.nom}\u00a0: ${sujet}`,
    ...rendreCourriel({
      titre: 'Nouveau message depuis le site',
      blocs: [
        {
          type: 'lignes',
          lignes: [
            { libelle: 'Nom', valeur: m.nom },
            { libelle: 'E-mail', valeur: m.email },
            { libelle: 'Sujet', valeur: sujet },
          ],
        },
        { type: 'texte', texte: m.message },
        { type: 'bouton', href: adminUrl, libelle: 'Ouvrir dans l’administration' },
      ],
    }),
  }
}
