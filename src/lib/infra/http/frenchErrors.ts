import { MESSAGES } from './errors'

/**
 * Payload's error messages in French (issue 44, item 7): the admin's API and the media uploads answer
 * every refusal in French, Payload's own English ones included. Known messages are translated; any
 * other that reads as English gets the French message of its status. Payload's admin shows
 * `errors[].message`, the shop's clients read `error`: both are rewritten (src/lib/auth/apiGuard.ts).
 */
const KNOWN: [RegExp, string][] = [
  [/^Missing 'where' query of documents to update\.?$/i, 'Précisez les documents à modifier (« where »).'],
  [/^Missing 'where' query of documents to delete\.?$/i, 'Précisez les documents à supprimer (« where »).'],
  [/^Missing ID of document to (update|delete)\.?$/i, 'L’identifiant du document manque.'],
  [/^The following paths? cannot be queried: (.*)$/i, 'Ce champ ne peut pas servir de filtre\u00a0: $1.'],
  [/^No files were uploaded\.?$/i, 'Aucun fichier n’a été téléversé.'],
  [/^(An unknown error occurred|Something went wrong)\.?$/i, ''],
]

const BY_STATUS: Record<number, string> = {
  400: 'La requête est invalide.',
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'Cette méthode n’est pas acceptée ici.',
  409: 'Ce document a changé entre-temps\u00a0: rechargez-le.',
  413: 'La requête est trop volumineuse.',
  429: MESSAGES.tooManyRequests,
}
const FALLBACK = 'Une erreur est survenue\u00a0: réessayez dans quelques instants.'

/** Words of English sentences that French messages do not use. */
const ENGLISH_WORDS =
  /\b(the|of|is|was|were|must|missing|unknown|occurred|cannot|invalid|uploaded|query|found|allowed|something|went|wrong|following|please|required)\b/i

export const readsAsEnglish = (message: string): boolean => ENGLISH_WORDS.test(message)

/** The French message for an error answer of this status. */
export function frenchMessage(status: number, message: string): string {
  for (const [pattern, french] of KNOWN)
    if (pattern.test(message)) return french ? message.replace(pattern, french) : byStatus(status)
  return readsAsEnglish(message) ? byStatus(status) : message
}

const byStatus = (status: number) => BY_STATUS[status] ?? FALLBACK
