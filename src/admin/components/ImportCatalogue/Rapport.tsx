import { pluriel } from '@/lib/format/client'

import type { LignePlan, Probleme } from './envoyer'

const RESULTAT = { cree: 'Créé (brouillon)', modifie: 'Modifié', inchange: 'Inchangé' } as const

/** Each bad row: line, column, reason. */
export function Problemes({ problemes }: { problemes: Probleme[] }) {
  return (
    <div className="mc-import__defiler">
      <table className="mc-table" data-problemes>
        <caption className="mc-status--error">
          {pluriel(problemes.length, 'erreur', 'erreurs')}
          {'\u00a0'}: rien n’a été importé. Corrigez le fichier puis vérifiez-le de nouveau.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              Ligne
            </th>
            <th scope="col">Colonne</th>
            <th scope="col">Raison</th>
          </tr>
        </thead>
        <tbody>
          {problemes.map((p, i) => (
            <tr key={i} data-probleme-ligne={p.ligne}>
              <td className="num">{p.ligne}</td>
              <td>{p.colonne || '—'}</td>
              <td>{p.raison}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Ligne({ l }: { l: LignePlan }) {
  return (
    <tr data-slug={l.slug} data-resultat={l.resultat}>
      <td className="num">{l.ligne}</td>
      <td>
        <code>{l.slug}</code>
      </td>
      <td>
        <span className={`mc-badge mc-import__${l.resultat}`}>{RESULTAT[l.resultat]}</span>
      </td>
      <td>
        <ul className="mc-import__changements">
          {l.changements.map((c) => (
            <li key={c.colonne} data-colonne={c.colonne}>
              <strong>{c.colonne}</strong>
              {'\u00a0'}: <del>{c.avant || '(vide)'}</del> → <ins>{c.apres || '(vide)'}</ins>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  )
}

function Table({ lignes }: { lignes: LignePlan[] }) {
  return (
    <div className="mc-import__defiler">
      <table className="mc-table">
        <thead>
          <tr>
            <th scope="col" className="num">
              Ligne
            </th>
            <th scope="col">Slug</th>
            <th scope="col">Résultat</th>
            <th scope="col">Changements (avant → après)</th>
          </tr>
        </thead>
        <tbody>
          {lignes.map((l) => (
            <Ligne key={l.ligne} l={l} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The dry run: what each row would create or change; unchanged rows folded away. */
export function Plan({ lignes }: { lignes: LignePlan[] }) {
  const changees = lignes.filter((l) => l.resultat !== 'inchange')
  const inchangees = lignes.filter((l) => l.resultat === 'inchange')
  return (
    <section data-plan aria-label="Essai de l’import">
      <p data-resume>
        Essai{'\u00a0'}:{' '}
        {pluriel(lignes.filter((l) => l.resultat === 'cree').length, 'création', 'créations')},{' '}
        {pluriel(lignes.filter((l) => l.resultat === 'modifie').length, 'modification', 'modifications')},{' '}
        {pluriel(inchangees.length, 'ligne inchangée', 'lignes inchangées')}. Rien n’est encore écrit.
      </p>
      {changees.length > 0 && <Table lignes={changees} />}
      {inchangees.length > 0 && (
        <details>
          <summary>{pluriel(inchangees.length, 'ligne inchangée', 'lignes inchangées')}</summary>
          <Table lignes={inchangees} />
        </details>
      )}
    </section>
  )
}
