'use client'

import { Button, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { BoutonAnnulerLot } from '../BoutonAnnulerLot'
import { posterJson } from '../poster'
import { ChoixValeurs } from './ChoixValeurs'
import { DialogueAdmin } from '@/admin/ui/DialogueAdmin'
import { pluriel } from '@/lib/format/client'

const CHAMPS = [
  { value: 'collections', label: 'Collections', collection: 'collections' },
  { value: 'audiences', label: 'Audiences', collection: 'audiences' },
  { value: 'themes', label: 'Thèmes de couleur', collection: 'themes' },
  { value: 'motsCles', label: 'Mots-clés', collection: 'mots-cles' },
  { value: 'langues', label: 'Langues', collection: 'langues' },
] as const
const MODES = [
  { value: 'ajouter', label: 'Ajouter ces valeurs' },
  { value: 'retirer', label: 'Retirer ces valeurs' },
  { value: 'remplacer', label: 'Remplacer toutes les valeurs par celles-ci' },
] as const

type Bilan = {
  selection: number
  modifies: number
  brouillons: number
  brouillonsPublies: number
  journalId: string | null
}

const MODALE_REMPLACER = 'mc-edition-remplacer'

const brouillonsTexte = (n: number) => (n === 1 ? '1 brouillon' : `${n} brouillons`)

/** The form's choices, the simulation of them (refreshed at each change) and their application. */
function useEditionGroupee(ids: string[]) {
  const router = useRouter()
  const [champ, setChamp] = useState<(typeof CHAMPS)[number]['value']>('collections')
  const [mode, setMode] = useState<(typeof MODES)[number]['value']>('ajouter')
  const [valeurs, setValeurs] = useState<string[]>([])
  const [publier, setPublier] = useState(false)
  const [simulation, setSimulation] = useState<Bilan | null>(null)
  const [fait, setFait] = useState<Bilan | null>(null)
  const [enCours, setEnCours] = useState(false)
  const corps = { ids, champ, mode, valeurs, publier }

  useEffect(() => {
    let actuel = true
    posterJson<Bilan>('/api/admin/lots/edition-groupee', { ...corps, simuler: true }).then((r) => {
      if (actuel && r.ok) setSimulation(r.data)
    })
    return () => {
      actuel = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the body's parts are the dependencies
  }, [ids.join(','), champ, mode, valeurs.join(','), publier])

  const { openModal } = useModal()
  const executer = async () => {
    setEnCours(true)
    const r = await posterJson<Bilan>('/api/admin/lots/edition-groupee', corps)
    setEnCours(false)
    if (!r.ok) return r.error
    setFait(r.data)
    toast.success(`${pluriel(r.data.modifies, 'produit modifié', 'produits modifiés')}.`)
    router.refresh()
    return null
  }
  // Replacing every value asks first, in the admin's dialog (never the browser's confirm).
  const appliquer = async () => {
    if (mode === 'remplacer') return openModal(MODALE_REMPLACER)
    const erreur = await executer()
    if (erreur) toast.error(erreur)
  }
  const choix = { champ, setChamp, mode, setMode, valeurs, setValeurs, publier, setPublier }
  return { ...choix, simulation, fait, enCours, executer, appliquer }
}

/** Once applied: what changed, the batch's undo button and « Fermer ». */
function EditionFaite({ fait, fermer }: { fait: Bilan; fermer: () => void }) {
  const router = useRouter()
  return (
    <div className="mc-edition" data-testid="edition-faite">
      <p className="mc-edition__note">
        {pluriel(fait.modifies, 'produit modifié', 'produits modifiés')}
        {fait.brouillonsPublies
          ? `, ${brouillonsTexte(fait.brouillonsPublies)} ${fait.brouillonsPublies > 1 ? 'publiés' : 'publié'}`
          : ''}
        . La modification est au journal.
      </p>
      <div className="mc-edition__actions">
        {fait.journalId && <BoutonAnnulerLot journalId={fait.journalId} onAnnule={() => router.refresh()} />}
        <Button buttonStyle="primary" margin={false} onClick={fermer}>
          Fermer
        </Button>
      </div>
    </div>
  )
}

/** What the choices would do, before they are applied. */
function BilanSimulation({ simulation, publier }: { simulation: Bilan; publier: boolean }) {
  return (
    <p className="mc-edition__note" data-testid="edition-bilan">
      {pluriel(simulation.modifies, 'produit')} sur {simulation.selection}{' '}
      {simulation.modifies > 1 ? 'changeront' : 'changera'}.{' '}
      {publier
        ? simulation.brouillonsPublies
          ? `Cela publiera ${brouillonsTexte(simulation.brouillonsPublies)}.`
          : 'La sélection ne compte aucun brouillon.'
        : simulation.brouillons
          ? `La sélection compte ${brouillonsTexte(simulation.brouillons)}\u00a0: ils restent des brouillons.`
          : 'Tous les produits de la sélection sont publiés\u00a0; ils le restent.'}
    </p>
  )
}

/** « Publication »: keep each product's state, or publish the selection. */
function ChoixPublication({ publier, setPublier }: { publier: boolean; setPublier: (p: boolean) => void }) {
  return (
    <fieldset>
      <legend>Publication</legend>
      <label>
        <input type="radio" name="publier" checked={!publier} onChange={() => setPublier(false)} /> Garder
        l’état de chaque produit (les brouillons restent des brouillons)
      </label>
      <label>
        <input type="radio" name="publier" checked={publier} onChange={() => setPublier(true)} /> Publier la
        sélection
      </label>
    </fieldset>
  )
}

/** The relation to edit (its values are cleared when it changes) and the operation. */
function ChampEtOperation({ edition }: { edition: ReturnType<typeof useEditionGroupee> }) {
  const { champ, setChamp, mode, setMode, setValeurs } = edition
  return (
    <>
      <label>
        Champ à modifier{'\u00a0'}:{' '}
        <select value={champ} onChange={(e) => (setChamp(e.target.value as typeof champ), setValeurs([]))}>
          {CHAMPS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Opération</legend>
        {MODES.map((m) => (
          <label key={m.value}>
            <input type="radio" name="mode" checked={mode === m.value} onChange={() => setMode(m.value)} />{' '}
            {m.label}
          </label>
        ))}
      </fieldset>
    </>
  )
}

/** The drawer's form: which relation, add / remove / replace, which values, publication. */
export function FormulaireEdition({ ids, fermer }: { ids: string[]; fermer: () => void }) {
  const edition = useEditionGroupee(ids)
  const { champ, mode, valeurs, setValeurs, publier, simulation, fait, enCours } = edition
  if (fait) return <EditionFaite fait={fait} fermer={fermer} />

  const choisi = CHAMPS.find((c) => c.value === champ)!
  return (
    <div className="mc-edition">
      <ChampEtOperation edition={edition} />
      <ChoixValeurs
        collection={choisi.collection}
        legende={choisi.label}
        valeurs={valeurs}
        onChange={setValeurs}
      />
      <ChoixPublication publier={publier} setPublier={edition.setPublier} />
      {simulation && <BilanSimulation simulation={simulation} publier={publier} />}
      <div className="mc-edition__actions">
        <Button
          buttonStyle="primary"
          margin={false}
          disabled={enCours || (mode !== 'remplacer' && valeurs.length === 0 && !publier)}
          onClick={edition.appliquer}
        >
          Appliquer à la sélection
        </Button>
      </div>
      <DialogueAdmin
        slug={MODALE_REMPLACER}
        titre={'Remplacer toutes les valeurs de ce champ sur la sélection\u00a0?'}
        confirmer="Remplacer"
        enCours="Remplacement…"
        onConfirmer={edition.executer}
      >
        <p>{`Les valeurs «\u00a0${choisi.label}\u00a0» de chaque produit de la sélection seront remplacées par celles choisies ici.`}</p>
      </DialogueAdmin>
    </div>
  )
}
