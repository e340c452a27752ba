'use client'

import { useState, type FormEvent } from 'react'

import { envoyerJson } from '@/components/commande/envoyerJson'

const champ =
  'mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 text-encre placeholder:text-gris'

/** « Mes commandes » without a password: the e-mail used at checkout, and a link comes back by mail. */
export function DemandeLien() {
  const [envoi, setEnvoi] = useState(false)
  const [reponse, setReponse] = useState<{ ok: boolean; texte: string } | null>(null)

  async function envoyer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (envoi) return
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    setEnvoi(true)
    const res = await envoyerJson<{ message: string }>('/api/espace/lien', { email })
    setEnvoi(false)
    setReponse(res.ok ? { ok: true, texte: res.data.message } : { ok: false, texte: res.erreur })
  }

  return (
    <form className="grid gap-4" aria-label="Recevoir un lien d’accès" onSubmit={envoyer}>
      <label className="block font-semibold">
        Adresse e-mail de vos commandes
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="vous@exemple.fr"
          className={champ}
        />
      </label>
      <div>
        <button type="submit" className="bouton bouton-plein" disabled={envoi}>
          {envoi ? 'Envoi…' : 'Recevoir mon lien d’accès'}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={reponse ? `rounded-xl p-4 ${reponse.ok ? 'bg-sauge-pale' : 'bg-terracotta-pale'}` : ''}
      >
        {reponse?.texte ?? ''}
      </p>
    </form>
  )
}
