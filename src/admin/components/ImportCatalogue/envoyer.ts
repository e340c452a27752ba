/** What the two import endpoints answer (src/endpoints/catalogue.ts). */
export type Probleme = { ligne: number; colonne: string; raison: string }
export type LignePlan = {
  ligne: number
  slug: string
  resultat: 'cree' | 'modifie' | 'inchange'
  changements: { colonne: string; avant: string; apres: string }[]
}
export type Plan = { lignes: LignePlan[]; empreinte: string }
export type Bilan = { crees: number; modifies: number; inchanges: number; journalId: string | null }
export type Fichier = { cible: string; format: 'csv' | 'json'; contenu: string; nom: string }

export type Reponse<T> = { ok: true; donnees: T } | { ok: false; message: string; problemes?: Probleme[] }

async function poster<T>(chemin: string, corps: object): Promise<Reponse<T>> {
  const res = await fetch(chemin, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(corps),
  }).catch(() => null)
  if (!res) return { ok: false, message: 'Le serveur ne répond pas.' }
  const json = await res.json().catch(() => ({}))
  if (res.ok) return { ok: true, donnees: json as T }
  return { ok: false, message: json.error ?? 'Import impossible.', problemes: json.problemes }
}

const corps = ({ cible, format, contenu }: Fichier) => ({ cible, format, contenu })

/** The dry run: nothing is written. */
export const verifier = (f: Fichier) => poster<Plan>('/api/catalogue/import/essai', corps(f))

/** Applies the plan the editor read (`empreinte`): refused if the catalogue moved since. */
export const appliquer = (f: Fichier, empreinte: string) =>
  poster<Bilan>('/api/catalogue/import', { ...corps(f), empreinte })
