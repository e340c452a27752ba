import type { Payload } from 'payload'

import { lignesDe, noterDemande, SOURCES, type Source } from './recherche'

/**
 * Everything the shop holds about an e-mail (GDPR art. 15): its orders, subscription, contact
 * messages, the e-mails sent to it, its « Mes commandes » access rows and its earlier requests.
 * The request is recorded. Returns the JSON the admin downloads.
 */
export async function exporterDonnees(payload: Payload, email: string, auteur: string) {
  const sources = Object.keys(SOURCES) as Source[]
  const lignes = await Promise.all(sources.map((s) => lignesDe(payload, s, email)))
  const donnees = Object.fromEntries(sources.map((s, i) => [s, lignes[i]]))
  const demandes = await lignesDe(payload, 'demandes-donnees', email)
  const bilan = Object.fromEntries(sources.map((s, i) => [s, lignes[i].length]))
  await noterDemande(payload, email, 'export', auteur, bilan)
  return { email, exporteLe: new Date().toISOString(), ...donnees, demandes }
}
