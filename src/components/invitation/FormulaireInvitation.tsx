'use client'

import { useState, type FormEvent } from 'react'

import { envoyerJson } from '@/components/commande/envoyerJson'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/client'

const champ =
  'mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 text-encre placeholder:text-gris'

/** The invitee chooses their password (POST /api/invitation); then goes to the admin's sign-in. */
export function FormulaireInvitation({ jeton, email }: { jeton: string; email: string }) {
  const [envoi, setEnvoi] = useState(false)
  const [erreur, setErreur] = useState('')
  const [fait, setFait] = useState(false)

  async function envoyer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    if (data.motDePasse !== data.confirmation) {
      setErreur('Les deux mots de passe ne sont pas identiques.')
      return
    }
    setEnvoi(true)
    const res = await envoyerJson<{ message: string }>('/api/invitation', {
      jeton,
      motDePasse: data.motDePasse,
    })
    setEnvoi(false)
    if (!res.ok) {
      setErreur(res.erreur)
      return
    }
    setFait(true)
  }

  if (fait)
    return (
      <div role="status" className="grid justify-items-start gap-4">
        <p className="text-lg">Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.</p>
        <a href={`/admin/login?email=${encodeURIComponent(email)}`} className="bouton bouton-plein">
          Se connecter à l’administration
        </a>
      </div>
    )

  return (
    <form className="grid gap-5" aria-label="Choisir mon mot de passe" onSubmit={envoyer}>
      <p className="text-lg text-encre-douce">
        Compte&nbsp;: <strong>{email}</strong>
      </p>
      <label className="block font-semibold">
        Mot de passe ({PASSWORD_MIN_LENGTH}&nbsp;caractères au moins)
        <input
          name="motDePasse"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={200}
          autoComplete="new-password"
          className={champ}
        />
      </label>
      <label className="block font-semibold">
        Le même, une seconde fois
        <input
          name="confirmation"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={200}
          autoComplete="new-password"
          className={champ}
        />
      </label>
      <p role="alert" className="text-terracotta">
        {erreur}
      </p>
      <button type="submit" className="bouton bouton-plein justify-self-start" disabled={envoi}>
        {envoi ? 'Enregistrement…' : 'Enregistrer mon mot de passe'}
      </button>
    </form>
  )
}
