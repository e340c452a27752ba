'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { BoutonAnnulerLot } from './BoutonAnnulerLot'

const ANNULABLES = new Set(['edition-groupee', 'ajustement-prix', 'import'])

/** The journal entry's « Annuler cette modification » (a UI field): for a lot not undone yet. */
export function AnnulerLot() {
  const { id } = useDocumentInfo()
  const nature = useFormFields(([fields]) => fields.nature?.value as string | undefined)
  const [etat, setEtat] = useState<'inconnu' | 'annulable' | 'annule'>('inconnu')
  useEffect(() => {
    if (!id || !ANNULABLES.has(nature ?? '')) return
    const url = `/api/journal?where[annule][equals]=${encodeURIComponent(String(id))}&limit=1&depth=0`
    fetch(url, { credentials: 'include' })
      .then((r) => r.json())
      .then((r: { totalDocs?: number }) => setEtat(r.totalDocs ? 'annule' : 'annulable'))
      .catch(() => setEtat('annulable'))
  }, [id, nature])
  if (!id || !ANNULABLES.has(nature ?? '') || etat === 'inconnu') return null
  if (etat === 'annule') return <p className="mc-lot__annule">Cette modification a été annulée.</p>
  return (
    <div style={{ marginBlock: 'var(--base)' }}>
      <BoutonAnnulerLot journalId={String(id)} onAnnule={() => setEtat('annule')} />
    </div>
  )
}
