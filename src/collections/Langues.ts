import { taxonomy } from './taxonomy'

/** The slug is the ISO 639-1 code (fr, en…). */
export const Langues = taxonomy({ slug: 'langues', singular: 'Langue', plural: 'Langues' })
