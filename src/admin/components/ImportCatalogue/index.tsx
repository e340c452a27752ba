'use client'

import { useState } from 'react'

import { pluriel } from '@/lib/format/client'

import {
  appliquer,
  verifier,
  type Bilan,
  type Fichier,
  type Plan as PlanType,
  type Probleme,
} from './envoyer'
import { Plan, Problemes } from './Rapport'

type Etat =
  | { etape: 'choix' }
  | { etape: 'occupe'; message: string }
  | { etape: 'erreurs'; message: string; problemes: Probleme[] }
  | { etape: 'plan'; plan: PlanType }
  | { etape: 'fait'; bilan: Bilan }

const CIBLES = [
  { value: 'produits', label: 'Produits' },
  { value: 'audiences', label: 'Audiences' },
  { value: 'collections', label: 'Collections d’affiches' },
]

async function lire(form: HTMLFormElement): Promise<Fichier | null> {
  const donnees = new FormData(form)
  const fichier = donnees.get('fichier')
  if (!(fichier instanceof File) || fichier.size === 0) return null
  const json = fichier.name.toLowerCase().endsWith('.json') || fichier.type === 'application/json'
  return {
    cible: String(donnees.get('cible')),
    format: json ? 'json' : 'csv',
    contenu: await fichier.text(),
    nom: fichier.name,
  }
}

/** The target and the file; any change sends the screen back to its first step. */
function FormulaireImport({
  occupe,
  onVerifier,
  onChoix,
}: {
  occupe: boolean
  onVerifier: (e: React.FormEvent<HTMLFormElement>) => void
  onChoix: () => void
}) {
  const [nom, setNom] = useState('')
  return (
    <form onSubmit={onVerifier} className="mc-import__form">
      <label>
        Importer dans
        <select name="cible" defaultValue="produits" onChange={onChoix}>
          {CIBLES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {/* The browser's own file button speaks its locale (« Choose File »): a French one instead. */}
      <label className="mc-import__fichier">
        Fichier (CSV ou JSON)
        <span>
          <span className="mc-link-btn">Choisir un fichier</span> <span>{nom || 'Aucun fichier choisi'}</span>
        </span>
        <input
          type="file"
          name="fichier"
          className="mc-import__input"
          accept=".csv,.json,text/csv,application/json"
          onChange={(e) => {
            setNom(e.currentTarget.files?.[0]?.name ?? '')
            onChoix()
          }}
        />
      </label>
      <button type="submit" className="mc-link-btn mc-link-btn--primary" disabled={occupe}>
        Vérifier le fichier
      </button>
    </form>
  )
}

/** What the import created and changed, with its journal entry. */
function BilanImport({ bilan }: { bilan: Bilan }) {
  return (
    <p data-bilan>
      Import terminé{'\u00a0'}: {pluriel(bilan.crees, 'création', 'créations')},{' '}
      {pluriel(bilan.modifies, 'modification', 'modifications')}
      {bilan.journalId ? (
        <>
          {' '}
          (<a href={`/admin/collections/journal/${bilan.journalId}`}>voir dans le journal</a>)
        </>
      ) : null}
      .
    </p>
  )
}

/** « Importer le catalogue »: choose a file, read the dry run, apply it (or correct the file). */
export function ImportCatalogue() {
  const [etat, setEtat] = useState<Etat>({ etape: 'choix' })
  const [fichier, setFichier] = useState<Fichier | null>(null)

  const onVerifier = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = await lire(e.currentTarget)
    if (!f) return setEtat({ etape: 'erreurs', message: 'Choisissez un fichier CSV ou JSON.', problemes: [] })
    setFichier(f)
    setEtat({ etape: 'occupe', message: `Vérification de ${f.nom}…` })
    const r = await verifier(f)
    if (r.ok) setEtat({ etape: 'plan', plan: r.donnees })
    else setEtat({ etape: 'erreurs', message: r.message, problemes: r.problemes ?? [] })
  }

  const onAppliquer = async (plan: PlanType) => {
    if (!fichier) return
    setEtat({ etape: 'occupe', message: 'Import en cours…' })
    const r = await appliquer(fichier, plan.empreinte)
    if (r.ok) setEtat({ etape: 'fait', bilan: r.donnees })
    else setEtat({ etape: 'erreurs', message: r.message, problemes: r.problemes ?? [] })
  }

  const aEcrire = etat.etape === 'plan' ? etat.plan.lignes.filter((l) => l.resultat !== 'inchange').length : 0
  return (
    <>
      <FormulaireImport
        occupe={etat.etape === 'occupe'}
        onVerifier={onVerifier}
        onChoix={() => setEtat({ etape: 'choix' })}
      />
      <div role="status" aria-live="polite">
        {etat.etape === 'occupe' && <p className="mc-muted">{etat.message}</p>}
        {/* With a list of problems, its caption says it: one message, not two. */}
        {etat.etape === 'erreurs' && etat.problemes.length === 0 && (
          <p className="mc-status--error">{etat.message}</p>
        )}
        {etat.etape === 'fait' && <BilanImport bilan={etat.bilan} />}
      </div>
      {etat.etape === 'erreurs' && etat.problemes.length > 0 && <Problemes problemes={etat.problemes} />}
      {etat.etape === 'plan' && (
        <>
          <Plan lignes={etat.plan.lignes} />
          <button
            type="button"
            className="mc-link-btn mc-link-btn--primary"
            disabled={aEcrire === 0}
            onClick={() => onAppliquer(etat.plan)}
          >
            {aEcrire === 0 ? 'Rien à importer' : `Appliquer ${pluriel(aEcrire, 'changement', 'changements')}`}
          </button>
        </>
      )}
    </>
  )
}
