'use client'

import { Button, ConfirmationModal, toast, useFormFields, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { nouvelleCleIdempotence } from '@/lib/client/cleIdempotence'
import { formatPrix } from '@/lib/format/prix'

const MODALE = 'mc-rembourser-commande'

type Reponse = { commande?: { numeroAvoir?: string | null }; error?: string }

/**
 * « Rembourser » in the order's sidebar: after a confirmation, POST /api/admin/commandes/{numero}/rembourser
 * (Stripe refund, credit note, mail; src/lib/commande/remboursement.ts) with an `Idempotency-Key` per
 * opening of the dialog, then the order is read again.
 */
export function BoutonRembourser() {
  const numero = useFormFields(([champs]) => champs.numero?.value as string | undefined)
  const statut = useFormFields(([champs]) => champs.statut?.initialValue as string | undefined)
  const total = useFormFields(([champs]) => champs.total?.value as number | undefined)
  const { openModal } = useModal()
  const [enCours, setEnCours] = useState(false)
  // One key per opening of the dialog: a double click, or a retry after a lost answer, is one refund.
  const [cle, setCle] = useState('')

  if (!numero || (statut !== 'payee' && statut !== 'expediee')) return null
  const montant = typeof total === 'number' ? formatPrix(total) : ''

  const rembourser = async () => {
    setEnCours(true)
    try {
      const res = await fetch(`/api/admin/commandes/${encodeURIComponent(numero)}/rembourser`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'idempotency-key': cle },
      }).catch(() => null)
      const corps = ((await res?.json().catch(() => null)) ?? {}) as Reponse
      if (!res?.ok) {
        toast.error(corps.error ?? 'Le serveur ne répond pas\u00a0: rien n’a été remboursé.')
        return
      }
      toast.success(
        `Commande ${numero} remboursée${corps.commande?.numeroAvoir ? `\u00a0; avoir ${corps.commande.numeroAvoir} émis` : ''}.`,
      )
      // The form holds the order as it was loaded: read it again with its new status and fields.
      window.location.reload()
    } finally {
      setEnCours(false)
    }
  }

  return (
    <div className="field-type mc-rembourser" style={{ marginBottom: 'var(--base)' }}>
      <Button
        buttonStyle="secondary"
        size="medium"
        disabled={enCours}
        onClick={() => {
          setCle(nouvelleCleIdempotence())
          openModal(MODALE)
        }}
      >
        {enCours ? 'Remboursement…' : `Rembourser ${montant}`.trim()}
      </Button>
      <p className="field-description" style={{ marginTop: 'calc(var(--base) / 4)' }}>
        Rembourse toute la commande sur Stripe, désactive ses liens de téléchargement, émet l’avoir et
        prévient le client par e-mail.
      </p>
      <ConfirmationModal
        modalSlug={MODALE}
        heading={`Rembourser la commande ${numero}\u00a0?`}
        body={`Le client sera remboursé de ${montant} sur son moyen de paiement. Ses liens de téléchargement seront désactivés, un avoir sera émis et il recevra un e-mail. Cette action est définitive.`}
        confirmLabel="Rembourser"
        confirmingLabel="Remboursement…"
        cancelLabel="Annuler"
        onConfirm={rembourser}
      />
    </div>
  )
}
