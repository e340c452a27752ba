'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = { slug: string; field: string; value: unknown; label: string; done: string; className?: string }

/** One click, one PATCH /api/admin/produits/patch/{slug}/{field}; the screen reloads its data after. */
export function PatchButton({ slug, field, value, label, done, className = 'mc-link-btn' }: Props) {
  const router = useRouter()
  const [etat, setEtat] = useState<{ busy: boolean; message: string; error: boolean }>({
    busy: false,
    message: '',
    error: false,
  })
  const run = async () => {
    setEtat({ busy: true, message: '', error: false })
    const res = await fetch(`/api/admin/produits/patch/${encodeURIComponent(slug)}/${field}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    }).catch(() => null)
    if (res?.ok) {
      setEtat({ busy: false, message: done, error: false })
      router.refresh()
      return
    }
    const body = (await res?.json().catch(() => ({}))) as { error?: string } | undefined
    setEtat({ busy: false, message: body?.error ?? 'Le serveur ne répond pas.', error: true })
  }
  return (
    <>
      <button type="button" className={className} onClick={run} disabled={etat.busy}>
        {label}
      </button>
      <span role="status" aria-live="polite" className={etat.error ? 'mc-status--error' : 'mc-muted'}>
        {etat.message}
      </span>
    </>
  )
}
