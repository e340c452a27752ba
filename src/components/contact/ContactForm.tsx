'use client'

import { useId, useState, type FormEvent } from 'react'

import { envoyerJson } from '@/components/commande/envoyerJson'
import { Lien } from '@/components/ui/Lien'
import { notify } from '@/lib/navigateur/client'

const champ =
  'mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 text-encre placeholder:text-gris'

/** The /contact form: POST /api/message. `site` is a honeypot, invisible to people and to assistive
 *  technologies, that form-filling bots complete. */
export function ContactForm() {
  const [envoi, setEnvoi] = useState(false)
  const [envoye, setEnvoye] = useState(false)
  const id = useId()

  async function envoyer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (envoi) return
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    setEnvoi(true)
    const res = await envoyerJson<{ message: string }>('/api/message', {
      nom: data.nom,
      email: data.email,
      ...(data.sujet?.trim() ? { sujet: data.sujet } : {}),
      message: data.message,
      site: data.site ?? '',
    })
    setEnvoi(false)
    if (!res.ok) {
      notify.error(res.erreur)
      return
    }
    notify.success('Message envoyé, merci\u202f!')
    form.reset()
    setEnvoye(true)
  }

  return (
    <form
      className="grid gap-5"
      aria-label="Formulaire de contact"
      onSubmit={envoyer}
      onChange={() => setEnvoye(false)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block font-semibold">
          Nom
          <input name="nom" required maxLength={120} autoComplete="name" className={champ} />
        </label>
        <label className="block font-semibold">
          E-mail
          <input name="email" type="email" required maxLength={254} autoComplete="email" className={champ} />
        </label>
      </div>
      <label className="block font-semibold">
        Sujet <span className="font-normal text-gris">(facultatif)</span>
        <input name="sujet" maxLength={200} className={champ} />
      </label>
      <label className="block font-semibold">
        Message
        <textarea name="message" required minLength={10} maxLength={5000} rows={6} className={champ} />
      </label>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-site`}>Ne pas remplir ce champ</label>
        <input id={`${id}-site`} name="site" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="bouton bouton-plein" disabled={envoi}>
          {envoi ? 'Envoi…' : 'Envoyer le message'}
        </button>
        <p role="status" className="text-sauge">
          {envoye ? 'Merci, votre message a bien été envoyé. Nous vous répondons au plus vite.' : ''}
        </p>
      </div>
      <p className="text-sm text-gris">
        Vos coordonnées servent uniquement à vous répondre. Voir notre{' '}
        <Lien href="/confidentialite" className="lien">
          politique de confidentialité
        </Lien>
        .
      </p>
    </form>
  )
}
