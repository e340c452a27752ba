'use client'

import { Button, ConfirmationModal, toast, useFormFields, useModal } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { posterJson } from './poster'

/** Today in Paris (`2026-11-25`), the date field's default and its maximum. */
const aujourdhui = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(new Date())

/**
 * « Marquer livrée »: the admin's own dialog with the delivery day (Paris), then
 * POST /api/admin/commandes/{numero}/livree (src/lib/commande/livree.ts) and the page read again.
 * `expedieeLe` bounds the date field (the server checks it too).
 */
export function MarquerLivree({ numero, expedieeLe }: { numero: string; expedieeLe?: string | null }) {
  const modale = `mc-livree-${numero}`
  const champ = useId()
  const { openModal } = useModal()
  const [le, setLe] = useState('')
  const min = expedieeLe
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(
        new Date(expedieeLe),
      )
    : undefined

  const confirmer = async () => {
    const r = await posterJson<unknown>(`/api/admin/commandes/${encodeURIComponent(numero)}/livree`, { le })
    if (!r.ok) {
      toast.error(r.error)
      return
    }
    toast.success(`Commande ${numero} marquée livrée.`)
    window.location.reload()
  }

  return (
    <>
      <Button
        buttonStyle="secondary"
        size="small"
        onClick={() => {
          setLe(aujourdhui())
          openModal(modale)
        }}
      >
        Marquer livrée
      </Button>
      <ConfirmationModal
        modalSlug={modale}
        heading={`Commande ${numero} livrée\u00a0?`}
        body={
          <>
            <p>Le délai de rétractation de 14&nbsp;jours court à partir du jour de livraison.</p>
            <label htmlFor={champ}>Livrée le (heure de Paris)</label>
            <input
              id={champ}
              type="date"
              value={le}
              min={min}
              max={aujourdhui()}
              required
              onChange={(e) => setLe(e.target.value)}
            />
          </>
        }
        confirmLabel="Marquer livrée"
        confirmingLabel="Enregistrement…"
        cancelLabel="Annuler"
        onConfirm={confirmer}
      />
    </>
  )
}

/** The order's sidebar: « Marquer livrée » on a shipped order whose delivery is not dated yet. */
export function ChampMarquerLivree() {
  const numero = useFormFields(([c]) => c.numero?.value as string | undefined)
  const statut = useFormFields(([c]) => c.statut?.initialValue as string | undefined)
  const expedieeLe = useFormFields(([c]) => c.expedieeLe?.initialValue as string | undefined)
  const livreeLe = useFormFields(([c]) => c.livreeLe?.initialValue as string | undefined)
  if (!numero || statut !== 'expediee' || livreeLe) return null
  return (
    <div className="field-type mc-livree" style={{ marginBottom: 'var(--base)' }}>
      <MarquerLivree numero={numero} expedieeLe={expedieeLe} />
    </div>
  )
}
