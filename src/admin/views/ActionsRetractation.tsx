'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { nouvelleCleIdempotence } from '@/lib/client/cleIdempotence'
import { formatPrix } from '@/lib/format/prix'

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
    // One key per confirmed action (src/lib/commande/demandeRemboursement.ts).
    headers: { 'content-type': 'application/json', 'idempotency-key': nouvelleCleIdempotence() },
    body: JSON.stringify(body),
  }).catch(() => null)
  const corps = ((await res?.json().catch(() => null)) ?? {}) as { error?: string }
  return { ok: Boolean(res?.ok), error: corps.error ?? (res ? undefined : 'Le serveur ne répond pas.') }
}

/** « Rembourser ces articles » (exactly the statement's lines) and, for a late statement, « Accepter »
 *  or « Refuser ». Each asks first, then reloads the list. */
export function ActionsRetractation({ numero, declaration, lignes, montant, aJuger, remboursable }: Props) {
  const [enCours, setEnCours] = useState(false)
  const base = `/api/admin/commandes/${encodeURIComponent(numero)}`

  const agir = async (question: string, url: string, body: unknown, succes: string) => {
    if (!window.confirm(question)) return
    setEnCours(true)
    const res = await poster(url, body)
    setEnCours(false)
    if (!res.ok) return toast.error(res.error ?? 'Rien n’a été fait.')
    toast.success(succes)
    window.location.reload()
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
      {remboursable && lignes.length > 0 && (
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={enCours}
          onClick={() =>
            agir(
              `Rembourser ${formatPrix(montant)} au client pour ces articles de la commande ${numero}\u00a0? Un avoir sera émis.`,
              `${base}/rembourser`,
              { lignes },
              `Articles de la commande ${numero} remboursés.`,
            )
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
            disabled={enCours}
            onClick={() =>
              agir(
                `${decision === 'acceptee' ? 'Accepter' : 'Refuser'} cette rétractation hors délai de la commande ${numero}\u00a0?`,
                `${base}/retractation`,
                { declaration, decision },
                decision === 'acceptee' ? 'Rétractation acceptée.' : 'Rétractation refusée.',
              )
            }
          >
            {decision === 'acceptee' ? 'Accepter' : 'Refuser'}
          </Button>
        ))}
    </div>
  )
}
