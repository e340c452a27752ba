'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

/** « Inviter une personne »: an e-mail and a role, POST /api/admin/invitations
 *  (src/endpoints/admin/invitations.ts). The person chooses their own password from the mail. */
export function FormulaireInviter() {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState('editeur')
  const [enCours, setEnCours] = useState(false)

  const inviter = async () => {
    setEnCours(true)
    try {
      const res = await fetch('/api/admin/invitations', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, role }),
      }).catch(() => null)
      const corps = ((await res?.json().catch(() => null)) ?? {}) as { message?: string; error?: string }
      if (!res?.ok) {
        toast.error(corps.error ?? 'Le serveur ne répond pas\u00a0: aucune invitation envoyée.')
        return
      }
      toast.success(corps.message ?? 'Invitation envoyée.')
      setEmail('')
    } finally {
      setEnCours(false)
    }
  }

  return (
    <form
      className="mc-inviter"
      aria-label="Inviter une personne"
      onSubmit={(e) => {
        e.preventDefault()
        void inviter()
      }}
    >
      <label className="mc-inviter__champ">
        <span>Adresse e-mail</span>
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className="mc-inviter__champ">
        <span>Rôle</span>
        <select name="role" value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="editeur">Éditeur — catalogue et contenus</option>
          <option value="atelier">Atelier — commandes à expédier</option>
          <option value="admin">Administrateur — tout</option>
        </select>
      </label>
      <Button type="submit" disabled={enCours || !email}>
        {enCours ? 'Envoi…' : 'Envoyer l’invitation'}
      </Button>
    </form>
  )
}
