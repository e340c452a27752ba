'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { posterJson } from './poster'
import { pluriel } from '@/lib/format/client'

type Props = { journalId: string; onAnnule?: () => void }

/** « Annuler cette modification »: puts back the values the lot replaced (src/lib/admin/lots/lot.ts). */
export function BoutonAnnulerLot({ journalId, onAnnule }: Props) {
  const [enCours, setEnCours] = useState(false)
  const [fait, setFait] = useState(false)
  const annuler = async () => {
    setEnCours(true)
    const res = await posterJson<{ restaures: number; supprimes: number }>(
      `/api/admin/lots/${encodeURIComponent(journalId)}/annuler`,
      {},
    )
    setEnCours(false)
    if (!res.ok) return toast.error(res.error)
    setFait(true)
    const { restaures, supprimes } = res.data
    toast.success(
      `Modification annulée\u00a0: ${pluriel(restaures, 'document rétabli', 'documents rétablis')}` +
        (supprimes ? `, ${pluriel(supprimes, 'supprimé')}.` : '.'),
    )
    onAnnule?.()
  }
  if (fait) return <p className="mc-lot__annule">Modification annulée.</p>
  return (
    <Button buttonStyle="secondary" margin={false} disabled={enCours} onClick={annuler}>
      Annuler cette modification
    </Button>
  )
}
