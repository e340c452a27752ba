'use client'

import { useId, useState, type FormEvent } from 'react'

import { envoyerJson } from '@/components/commande/envoyerJson'
import { notify } from '@/lib/navigateur/client'

/** Newsletter subscription (double opt-in, POST /api/abonnement) for the footer and the home page. */
export function NewsletterForm({ variant = 'footer' }: { variant?: 'footer' | 'home' }) {
  const id = useId()
  const [envoi, setEnvoi] = useState(false)
  const [message, setMessage] = useState('')

  async function envoyer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (envoi) return
    const form = event.currentTarget
    const data = new FormData(form)
    setEnvoi(true)
    const res = await envoyerJson<{ message: string }>('/api/abonnement', {
      email: data.get('email'),
      consentement: data.get('consentement') === 'on',
    })
    setEnvoi(false)
    if (!res.ok) {
      notify.error(res.erreur)
      return
    }
    notify.success('Vérifiez votre boîte de réception.')
    setMessage(res.data.message)
    form.reset()
  }

  const grand = variant === 'home'
  return (
    <form
      className="grid gap-3"
      onSubmit={envoyer}
      aria-label="Inscription à la lettre d’information"
      data-variant={variant}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold">
            Votre adresse e-mail
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="prenom@cabinet.fr"
            className={`${grand ? 'h-13' : 'h-12'} w-full rounded-full border border-trait bg-creme px-5 text-encre placeholder:text-gris`}
          />
        </div>
        <button type="submit" className={`bouton bouton-plein ${grand ? 'h-13' : 'h-12'}`} disabled={envoi}>
          {envoi ? 'Envoi…' : 'Je m’abonne'}
        </button>
      </div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={`${id}-consentement`}
          name="consentement"
          type="checkbox"
          required
          className="mt-1 size-4 shrink-0 accent-terracotta"
        />
        <label htmlFor={`${id}-consentement`}>
          J’accepte de recevoir la lettre de Mots & Couleurs (une par mois au plus). Désinscription en un clic
          dans chaque lettre.
        </label>
      </div>
      <p role="status" className="text-sm text-sauge">
        {message}
      </p>
    </form>
  )
}
