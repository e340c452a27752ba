import type { CollectionSlug, Payload, Where } from 'payload'

/** Where a customer's e-mail is held, and under which field. */
export const SOURCES = {
  commandes: 'email',
  abonnes: 'email',
  messages: 'email',
  courriels: 'destinataire',
  'acces-espace': 'email',
} as const satisfies Partial<Record<CollectionSlug, string>>
export type Source = keyof typeof SOURCES

/** The address as typed and in lower case: the checkout keeps what the customer typed. */
export const parEmail = (source: Source | 'demandes-donnees', email: string): Where => {
  const champ = source === 'demandes-donnees' ? 'email' : SOURCES[source]
  return { or: [{ [champ]: { equals: email } }, { [champ]: { equals: email.toLowerCase() } }] }
}

export async function lignesDe(payload: Payload, source: Source | 'demandes-donnees', email: string) {
  const { docs } = await payload.find({
    collection: source,
    where: parEmail(source, email),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    // A mail's body is sealed and carries credentials (0162): the export names the mails, not their links.
    ...(source === 'courriels' ? { select: { texte: false, html: false } } : {}),
  })
  return docs as unknown as Record<string, unknown>[]
}

/** Records an answered request (src/collections/DemandesDonnees.ts). */
export async function noterDemande(
  payload: Payload,
  email: string,
  type: 'export' | 'effacement',
  auteur: string,
  bilan: Record<string, number>,
): Promise<void> {
  await payload.create({
    collection: 'demandes-donnees',
    data: { email, type, auteur, bilan, le: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}
