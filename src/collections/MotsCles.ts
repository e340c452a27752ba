import { taxonomy } from './taxonomy'

export const MotsCles = taxonomy({ slug: 'mots-cles', singular: 'Mot-clé', plural: 'Mots-clés' })
