'use client'

import { Button, toast, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { nouvelleCleIdempotence } from '@/lib/navigateur/client'
import { DialogueAdmin } from '@/admin/ui/DialogueAdmin'
import { formatPrix } from '@/lib/format/client'

type Props = {
  numero: string
  declaration: number
  /** The order lines' ids the statement covers (what « Rembourser » takes). */
  lignes: string[]
  montant: number
  /** A late statement not judged yet: offer to accept or refuse it. */
  aJuger: boolean
  /** Refund offered: in time, or accepted, and not refunded yet. */
  remboursable: boolean
}

async function poster(url: string, body: unknown): Promise<{ ok: boolean; error?: string }> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    // One key per confirmed action (src/lib/facture/remboursement/demandeRemboursement.ts).
    headers: { 'content-type': 'application/json', 'idempotency-key': nouvelleCleIdempotence() },
    body: JSON.stringify(body),
  }).catch(() => null)
  const corps = ((await res?.json().catch(() => null)) ?? {}) as { error?: string }
  return { ok: Boolean(res?.ok), error: corps.error ?? (res ? undefined : 'Le serveur ne répond pas.') }
}

type Action = { question: string; confirmer: string; url: string; body: unknown; succes: string }

/** « Rembourser ces articles » (exactly the statement's lines) and, for a late statement, « Accepter »
 *  or « Refuser ». Each asks first, in the admin's dialog, then reloads the list. */
export function ActionsRetractation({ numero, declaration, lignes, montant, aJuger, remboursable }: Props) {
  const { openModal } = useModal()
  const [action, setAction] = useState<Action | null>(null)
  const base = `/api/admin/commandes/${encodeURIComponent(numero)}`
  const slug = `mc-retractation-${declaration}`

  const demander = (a: Action) => {
    setAction(a)
    openModal(slug)
  }
  const executer = async (): Promise<string | null> => {
    if (!action) return null
    const res = await poster(action.url, action.body)
    if (!res.ok) return res.error ?? 'Rien n’a été fait.'
    toast.success(action.succes)
    window.location.reload()
    return null
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
      {remboursable && lignes.length > 0 && (
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() =>
            demander({
              question: `Rembourser ${formatPrix(montant)} au client pour ces articles de la commande ${numero}\u00a0? Un avoir sera émis.`,
              confirmer: `Rembourser ${formatPrix(montant)}`,
              url: `${base}/rembourser`,
              body: { lignes },
              succes: `Articles de la commande ${numero} remboursés.`,
            })
          }
        >
          {`Rembourser ces articles (${formatPrix(montant)})`}
        </Button>
      )}
      {aJuger &&
        (['acceptee', 'refusee'] as const).map((decision) => (
          <Button
            key={decision}
            buttonStyle={decision === 'acceptee' ? 'primary' : 'secondary'}
            size="small"
            margin={false}
            onClick={() =>
              demander({
                question: `${decision === 'acceptee' ? 'Accepter' : 'Refuser'} cette rétractation hors délai de la commande ${numero}\u00a0?`,
                confirmer: decision === 'acceptee' ? 'Accepter' : 'Refuser',
                url: `${base}/retractation`,
                body: { declaration, decision },
                succes: decision === 'acceptee' ? 'Rétractation acceptée.' : 'Rétractation refusée.',
              })
            }
          >
            {decision === 'acceptee' ? 'Accepter' : 'Refuser'}
          </Button>
        ))}
      <DialogueAdmin
        slug={slug}
        titre={action?.question ?? ''}
        confirmer={action?.confirmer ?? 'Confirmer'}
        onConfirmer={executer}
      >
        <p>Cette action est définitive.</p>
      </DialogueAdmin>
    </div>
  )
}
