'use client'

import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useState } from 'react'
import { pluriel } from '@/lib/format/client'

const MODALE = 'mc-effacer-donnees'

type Bilan = Record<string, number | string> & { error?: string }

const envoyer = (action: 'export' | 'effacement', email: string) =>
  fetch(`/api/admin/donnees/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(action === 'export' ? { email } : { email, confirmation: 'EFFACER' }),
  }).catch(() => null)

/** Saves the export's ZIP under the name the server gives it (src/lib/donnees/export.ts). */
async function enregistrerZip(res: Response, email: string) {
  const lien = document.createElement('a')
  lien.href = URL.createObjectURL(await res.blob())
  lien.download =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `donnees-${email}.zip`
  lien.click()
  URL.revokeObjectURL(lien.href)
}

/** The form of « Données personnelles »: an e-mail, its export as one ZIP, its erasure after a confirmation
 *  (POST /api/admin/donnees/export and /effacement, src/endpoints/admin/donnees.ts). */
export function FormulaireDonnees() {
  const [email, setEmail] = useState('')
  const [enCours, setEnCours] = useState(false)
  const { openModal } = useModal()

  const exporter = async () => {
    setEnCours(true)
    try {
      const res = await envoyer('export', email)
      if (!res?.ok) {
        const corps = ((await res?.json().catch(() => null)) ?? {}) as Bilan
        toast.error(corps.error ?? 'Le serveur ne répond pas.')
        return
      }
      await enregistrerZip(res, email)
      window.location.reload()
    } finally {
      setEnCours(false)
    }
  }

  const effacer = async () => {
    setEnCours(true)
    try {
      const res = await envoyer('effacement', email)
      const corps = ((await res?.json().catch(() => null)) ?? {}) as Bilan
      if (!res?.ok) {
        toast.error(corps.error ?? 'Le serveur ne répond pas\u00a0: rien n’a été effacé.')
        return
      }
      toast.success(
        `Données de ${email} effacées\u00a0; ${pluriel(Number(corps.commandesRestreintes ?? 0), 'commande facturée conservée', 'commandes facturées conservées')}, restreintes et anonymisées.`,
      )
      window.location.reload()
    } finally {
      setEnCours(false)
    }
  }

  return (
    <form className="mc-donnees" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="mc-donnees-email">Adresse e-mail du client</label>
      <input
        id="mc-donnees-email"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value.trim())}
        style={{ display: 'block', margin: 'calc(var(--base) / 4) 0', minWidth: '20rem' }}
      />
      <Button buttonStyle="primary" size="medium" disabled={enCours || !email} onClick={exporter}>
        Exporter (ZIP)
      </Button>{' '}
      <Button
        buttonStyle="secondary"
        size="medium"
        disabled={enCours || !email}
        onClick={() => openModal(MODALE)}
      >
        Effacer…
      </Button>
      <ConfirmationModal
        modalSlug={MODALE}
        heading={`Effacer les données de ${email}\u00a0?`}
        body={
          'Messages, abonnement, e-mails, accès et commandes non payées sont supprimés. Les commandes facturées restent, marquées «\u00a0données restreintes\u00a0» (obligation comptable de dix ans).'
        }
        confirmLabel="Effacer"
        onConfirm={effacer}
      />
    </form>
  )
}
