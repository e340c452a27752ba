'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** « Sauvegarder maintenant »: POST /api/sauvegardes, then the list reloads with the new archive. */
export function SauvegarderMaintenant() {
  const router = useRouter()
  const [etat, setEtat] = useState({ busy: false, message: '', error: false })
  const run = async () => {
    setEtat({ busy: true, message: 'Sauvegarde en cours…', error: false })
    const res = await fetch('/api/sauvegardes', { method: 'POST', credentials: 'include' }).catch(() => null)
    if (res?.ok) {
      setEtat({ busy: false, message: 'Sauvegarde terminée.', error: false })
      router.refresh()
      return
    }
    const body = (await res?.json().catch(() => ({}))) as { error?: string } | undefined
    setEtat({ busy: false, message: body?.error ?? 'Le serveur ne répond pas.', error: true })
  }
  return (
    <>
      <button type="button" className="mc-link-btn" onClick={run} disabled={etat.busy}>
        Sauvegarder maintenant
      </button>{' '}
      <span role="status" aria-live="polite" className={etat.error ? 'mc-status--error' : 'mc-muted'}>
        {etat.message}
      </span>
    </>
  )
}
