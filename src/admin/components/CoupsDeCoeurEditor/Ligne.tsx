'use client'

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'

import type { Favori } from './favori'

/** One pick in the ordered list: drag handle, rank, thumbnail, title, ↑/↓ and "Retirer". */
export function Ligne({
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
