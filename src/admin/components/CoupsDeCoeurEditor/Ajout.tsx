'use client'

import type { Favori } from './favori'

/** The "Ajouter un coup de cœur" side: a product picker and its button. */
export function Ajout({
  candidats,
  choix,
  setChoix,
  add,
}: {
  candidats: Favori[]
  choix: string
  setChoix: (slug: string) => void
  add: () => void
}) {
  return (
    <section aria-labelledby="mc-ajouter">
      <h2 id="mc-ajouter">Ajouter un coup de cœur</h2>
      <div className="mc-filters">
        <label>
          Produit
          <select value={choix} onChange={(e) => setChoix(e.target.value)}>
            <option value="">Choisir un produit…</option>
            {candidats.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.titre}
                {c.statut === 'draft' ? ' (brouillon)' : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="mc-link-btn" onClick={add} disabled={!choix}>
          Ajouter
        </button>
      </div>
      <p className="mc-muted">
        Les coups de cœur s’affichent dans cet ordre sur la page publique. Glissez-déposez avec la poignée ⠿,
        ou sélectionnez-la au clavier (espace), déplacez avec les flèches puis validez avec espace.
      </p>
    </section>
  )
}
