'use client'

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'

export type Favori = {
  slug: string
  titre: string
  miniature: string
  statut: 'draft' | 'published'
  coupDeCoeur: boolean
  coupDeCoeurRang: number | null
}

type Props = { favoris: Favori[]; autres: Favori[] }

/** One PATCH through the admin API; its French error when it fails. */
async function patch(slug: string, field: string, value: unknown): Promise<void> {
  const res = await fetch(`/api/admin/produits/patch/${encodeURIComponent(slug)}/${field}`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string }
    throw new Error(body.error ?? `Erreur ${res.status}`)
  }
}

function Ligne({
  item,
  index,
  count,
  move,
  remove,
}: {
  item: Favori
  index: number
  count: number
  move: (from: number, to: number) => void
  remove: (slug: string) => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.slug })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging}
      data-slug={item.slug}
    >
      <button
        type="button"
        className="mc-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Déplacer « ${item.titre} » (espace puis flèches)`}
      >
        ⠿
      </button>
      <span className="mc-rank">{index + 1}</span>
      <img src={item.miniature} alt="" width={44} height={44} />
      <span className="mc-title">
        {item.titre}
        {item.statut === 'draft' ? (
          <span className="mc-badge mc-badge--draft" style={{ marginLeft: '0.5em' }}>
            Brouillon
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className="mc-icon-btn"
        onClick={() => move(index, index - 1)}
        disabled={index === 0}
        aria-label={`Monter « ${item.titre} »`}
      >
        ↑
      </button>
      <button
        type="button"
        className="mc-icon-btn"
        onClick={() => move(index, index + 1)}
        disabled={index === count - 1}
        aria-label={`Descendre « ${item.titre} »`}
      >
        ↓
      </button>
      <button
        type="button"
        className="mc-icon-btn"
        onClick={() => remove(item.slug)}
        aria-label={`Retirer « ${item.titre} » des coups de cœur`}
      >
        Retirer
      </button>
    </li>
  )
}

/** What a screen reader hears while an editor moves a favourite with the keyboard (dnd-kit's are English). */
function annonces(favoris: Favori[]): {
  announcements: Announcements
  screenReaderInstructions: { draggable: string }
} {
  const titre = (id: string | number) => favoris.find((f) => f.slug === id)?.titre ?? String(id)
  const place = (id: string | number) => favoris.findIndex((f) => f.slug === id) + 1
  return {
    screenReaderInstructions: {
      draggable:
        'Pour déplacer une affiche : espace pour la saisir, flèches haut et bas pour la déplacer, espace pour la poser, Échap pour annuler.',
    },
    announcements: {
      onDragStart: ({ active }) =>
        `« ${titre(active.id)} » saisie, à la place ${place(active.id)} sur ${favoris.length}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `« ${titre(active.id)} » passe à la place ${place(over.id)} sur ${favoris.length}.`
          : undefined,
      onDragEnd: ({ active, over }) =>
        `« ${titre(active.id)} » posée${over ? ` à la place ${place(over.id)}` : ''}.`,
      onDragCancel: ({ active }) => `Déplacement de « ${titre(active.id)} » annulé.`,
    },
  }
}

/** Choose favourites and order them (drag and drop, keyboard, or ↑/↓), saved with the PATCH API. */
export function CoupsDeCoeurEditor({ favoris: initial, autres: initialAutres }: Props) {
  const router = useRouter()
  const [favoris, setFavoris] = useState(initial)
  const [retires, setRetires] = useState<Favori[]>([])
  const [choix, setChoix] = useState('')
  const [etat, setEtat] = useState<{ type: 'idle' | 'saving' | 'ok' | 'error'; message?: string }>({
    type: 'idle',
  })
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const candidats = useMemo(() => {
    const pris = new Set(favoris.map((f) => f.slug))
    return [...initialAutres, ...retires]
      .filter((p) => !pris.has(p.slug))
      .sort((a, b) => a.titre.localeCompare(b.titre, 'fr'))
  }, [favoris, initialAutres, retires])

  const dirty =
    retires.some((r) => r.coupDeCoeur) ||
    favoris.some((f, i) => !f.coupDeCoeur || f.coupDeCoeurRang !== i + 1)

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
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = favoris.findIndex((f) => f.slug === active.id)
    const to = favoris.findIndex((f) => f.slug === over.id)
    move(from, to)
  }

  const save = async () => {
    setEtat({ type: 'saving', message: 'Enregistrement…' })
    try {
      for (const r of retires.filter((x) => x.coupDeCoeur)) {
        await patch(r.slug, 'coupDeCoeur', false)
        await patch(r.slug, 'coupDeCoeurRang', null)
      }
      for (const [i, f] of favoris.entries()) {
        if (!f.coupDeCoeur) await patch(f.slug, 'coupDeCoeur', true)
        if (f.coupDeCoeurRang !== i + 1) await patch(f.slug, 'coupDeCoeurRang', i + 1)
      }
      setFavoris((list) => list.map((f, i) => ({ ...f, coupDeCoeur: true, coupDeCoeurRang: i + 1 })))
      setRetires((list) => list.map((r) => ({ ...r, coupDeCoeur: false, coupDeCoeurRang: null })))
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
          Les coups de cœur s’affichent dans cet ordre sur la page publique. Glissez-déposez avec la poignée
          ⠿, ou sélectionnez-la au clavier (espace), déplacez avec les flèches puis validez avec espace.
        </p>
      </section>
    </div>
  )
}
