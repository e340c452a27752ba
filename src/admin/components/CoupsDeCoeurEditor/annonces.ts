import type { Announcements } from '@dnd-kit/core'

import type { Favori } from './favori'

/** What a screen reader hears while an editor moves a favourite with the keyboard (dnd-kit's are English). */
export function annonces(favoris: Favori[]): {
  announcements: Announcements
  screenReaderInstructions: { draggable: string }
} {
  const titre = (id: string | number) => favoris.find((f) => f.slug === id)?.titre ?? String(id)
  const place = (id: string | number) => favoris.findIndex((f) => f.slug === id) + 1
  return {
    screenReaderInstructions: {
      draggable:
        'Pour déplacer une affiche : espace pour la saisir, flèches haut et bas pour la déplacer, espace pour la poser, Échap pour annuler.',
    },
    announcements: {
      onDragStart: ({ active }) =>
        `« ${titre(active.id)} » saisie, à la place ${place(active.id)} sur ${favoris.length}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `« ${titre(active.id)} » passe à la place ${place(over.id)} sur ${favoris.length}.`
          : undefined,
      onDragEnd: ({ active, over }) =>
        `« ${titre(active.id)} » posée${over ? ` à la place ${place(over.id)}` : ''}.`,
      onDragCancel: ({ active }) => `Déplacement de « ${titre(active.id)} » annulé.`,
    },
  }
}
