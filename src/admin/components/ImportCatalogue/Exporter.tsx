'use client'

import { useState } from 'react'

const CIBLES = [
  { value: 'produits', label: 'Produits' },
  { value: 'audiences', label: 'Audiences' },
  { value: 'collections', label: 'Collections d’affiches' },
  { value: 'faq', label: 'FAQ' },
]

/** Saves a response's body as a file the browser downloads. */
async function enregistrer(res: Response, nom: string) {
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), { href: url, download: nom })
  document.body.appendChild(a)
  a.click()
  a.remove()
  URL.revokeObjectURL(url)
}

/**
 * The whole of a collection, drafts included, every column, through the plugin's download endpoint
 * (the lists' « Exporter » starts from the page shown: its limit, its columns).
 */
export function ExporterCatalogue() {
  const [message, setMessage] = useState({ texte: '', erreur: false })
  const exporter = async (cible: string, format: 'csv' | 'json') => {
    setMessage({ texte: 'Export en cours…', erreur: false })
    const name = new Date().toISOString().slice(0, 10)
    const res = await fetch('/api/exports/download', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { collectionSlug: cible, format, drafts: 'yes', name } }),
    }).catch(() => null)
    if (!res?.ok) return setMessage({ texte: 'L’export a échoué.', erreur: true })
    await enregistrer(res, `${name}-${cible}.${format}`)
    setMessage({ texte: '', erreur: false })
  }
  return (
    <section className="mc-import__exports" aria-labelledby="mc-exporter">
      <h2 id="mc-exporter">Exporter tout le catalogue</h2>
      <ul>
        {CIBLES.map((c) => (
          <li key={c.value}>
            <span>{c.label}</span>
            {(['csv', 'json'] as const).map((f) => (
              <button
                key={f}
                type="button"
                className="mc-link-btn"
                aria-label={`Exporter ${c.label} en ${f.toUpperCase()}`}
                onClick={() => exporter(c.value, f)}
              >
                {f.toUpperCase()}
              </button>
            ))}
          </li>
        ))}
      </ul>
      <p role="status" className={message.erreur ? 'mc-status--error' : 'mc-muted'}>
        {message.texte}
      </p>
    </section>
  )
}
