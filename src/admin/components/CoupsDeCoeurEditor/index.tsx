'use client'

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'

import { Ajout } from './Ajout'
import { annonces } from './annonces'
import type { Favori } from './favori'
import { Ligne } from './Ligne'
import { patch } from './patch'

export type { Favori } from './favori'

type Props = { favoris: Favori[]; autres: Favori[] }

type Etat = { type: 'idle' | 'saving' | 'ok' | 'error'; message?: string }

/** The PATCH calls that make the saved flags and ranks match the list: the removed first. */
async function enregistrerOrdre(favoris: Favori[], retires: Favori[]) {
  for (const r of retires.filter((x) => x.coupDeCoeur)) {
    await patch(r.slug, 'coupDeCoeur', false)
    await patch(r.slug, 'coupDeCoeurRang', null)
  }
  for (const [i, f] of favoris.entries()) {
    if (!f.coupDeCoeur) await patch(f.slug, 'coupDeCoeur', true)
    if (f.coupDeCoeurRang !== i + 1) await patch(f.slug, 'coupDeCoeurRang', i + 1)
  }
}

/** The list being edited, the products that may join it, and the edits. */
function useCoupsDeCoeur(initial: Favori[], initialAutres: Favori[]) {
  const [favoris, setFavoris] = useState(initial)
  const [retires, setRetires] = useState<Favori[]>([])
  const [choix, setChoix] = useState('')
  const [etat, setEtat] = useState<Etat>({ type: 'idle' })

  const candidats = useMemo(() => {
    const pris = new Set(favoris.map((f) => f.slug))
    return [...initialAutres, ...retires]
      .filter((p) => !pris.has(p.slug))
      .sort((a, b) => a.titre.localeCompare(b.titre, 'fr'))
  }, [favoris, initialAutres, retires])

  const move = (from: number, to: number) => {
    if (to < 0 || to >= favoris.length) return
    setFavoris((list) => arrayMove(list, from, to))
    setEtat({ type: 'idle' })
  }
  const remove = (slug: string) => {
    const item = favoris.find((f) => f.slug === slug)
    if (!item) return
    setFavoris((list) => list.filter((f) => f.slug !== slug))
    setRetires((list) => [...list, item])
    setEtat({ type: 'idle' })
  }
  const add = () => {
    const item = candidats.find((c) => c.slug === choix)
    if (!item) return
    setFavoris((list) => [...list, item])
    setRetires((list) => list.filter((r) => r.slug !== item.slug))
    setChoix('')
    setEtat({ type: 'idle' })
  }
  // Once saved, the list is what the database holds.
  const enregistre = () => {
    setFavoris((list) => list.map((f, i) => ({ ...f, coupDeCoeur: true, coupDeCoeurRang: i + 1 })))
    setRetires((list) => list.map((r) => ({ ...r, coupDeCoeur: false, coupDeCoeurRang: null })))
  }
  return { favoris, retires, choix, setChoix, etat, setEtat, candidats, move, remove, add, enregistre }
}

/** The favourites in their order, sortable by drag and drop or keyboard. */
function ListeTriable({
  favoris,
  move,
  remove,
}: {
  favoris: Favori[]
  move: (from: number, to: number) => void
  remove: (slug: string) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = favoris.findIndex((f) => f.slug === active.id)
    const to = favoris.findIndex((f) => f.slug === over.id)
    move(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={annonces(favoris)}
    >
      <SortableContext items={favoris.map((f) => f.slug)} strategy={verticalListSortingStrategy}>
        <ol className="mc-sortable" data-testid="coups-de-coeur">
          {favoris.map((f, i) => (
            <Ligne key={f.slug} item={f} index={i} count={favoris.length} move={move} remove={remove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

/** Choose favourites and order them (drag and drop, keyboard, or ↑/↓), saved with the PATCH API. */
export function CoupsDeCoeurEditor({ favoris: initial, autres: initialAutres }: Props) {
  const router = useRouter()
  const edition = useCoupsDeCoeur(initial, initialAutres)
  const { favoris, retires, etat, setEtat } = edition

  const dirty =
    retires.some((r) => r.coupDeCoeur) ||
    favoris.some((f, i) => !f.coupDeCoeur || f.coupDeCoeurRang !== i + 1)

  const save = async () => {
    setEtat({ type: 'saving', message: 'Enregistrement…' })
    try {
      await enregistrerOrdre(favoris, retires)
      edition.enregistre()
      setEtat({ type: 'ok', message: 'Ordre enregistré : la page publique des coups de cœur est à jour.' })
      router.refresh()
    } catch (err) {
      setEtat({ type: 'error', message: `Enregistrement impossible : ${(err as Error).message}` })
    }
  }

  return (
    <div className="mc-two">
      <section aria-labelledby="mc-favoris">
        <h2 id="mc-favoris">Ordre d’affichage ({favoris.length})</h2>
        {favoris.length === 0 ? (
          <p className="mc-muted">Aucun coup de cœur : ajoutez-en depuis la liste.</p>
        ) : (
          <ListeTriable favoris={favoris} move={edition.move} remove={edition.remove} />
        )}
        <p style={{ marginTop: '1em', display: 'flex', gap: '0.5em', alignItems: 'center' }}>
          <button
            type="button"
            className="mc-link-btn mc-link-btn--primary"
            onClick={save}
            disabled={!dirty || etat.type === 'saving'}
          >
            Enregistrer l’ordre
          </button>
          {dirty ? <span className="mc-muted">Modifications non enregistrées</span> : null}
        </p>
        <p
          role="status"
          aria-live="polite"
          className={`mc-status${etat.type === 'error' ? ' mc-status--error' : ''}`}
        >
          {etat.message ?? ''}
        </p>
      </section>
      <Ajout
        candidats={edition.candidats}
        choix={edition.choix}
        setChoix={edition.setChoix}
        add={edition.add}
      />
    </div>
  )
}
