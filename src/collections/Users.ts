import type { CollectionConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { equipe } from '@/access/equipe'
import { nobody } from '@/access/nobody'
import { authHooks, ownPasswordOnly, RESET_SUBJECT, resetEmail, validatePassword } from '@/lib/auth'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Compte', plural: 'Comptes' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['nom', 'email', 'roles'],
    group: 'Administration',
    description:
      'Pour ajouter une personne, utilisez «\u00a0Inviter une personne\u00a0»\u00a0: elle choisit elle-même son mot de passe. Supprimer un compte ferme aussitôt ses sessions.',
  },
  auth: {
    // No lock-out: it let a stranger who knew an e-mail keep its owner out. Failed logins are throttled
    // by address and slowed down by account instead, inside the operation (src/lib/auth/operations.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: (process.env.SITE_URL ?? '').startsWith('https://'), sameSite: 'Lax' },
    // The link is built from SITE_URL only, never from the request's Host.
    forgotPassword: {
      generateEmailHTML: resetEmail,
      generateEmailSubject: () => RESET_SUBJECT,
    },
  },
  hooks: { ...authHooks, beforeValidate: [ownPasswordOnly, validatePassword] },
  access: {
    admin: equipe,
    // An editor or the workshop sees their own account only: other accounts are the admin's business.
    read: adminsOrSelf,
    unlock: admins,
    // Accounts come from invitations only (src/lib/auth/invitation.ts), never from a typed password.
    create: nobody,
    update: adminsOrSelf,
    delete: admins,
  },
  fields: [
    { name: 'nom', type: 'text', label: 'Nom' },
    {
      name: 'roles',
      type: 'select',
      label: 'Rôles',
      hasMany: true,
      required: true,
      defaultValue: ['editeur'],
      saveToJWT: true,
      options: [
        { label: 'Administrateur', value: 'admin' },
        { label: 'Éditeur', value: 'editeur' },
        { label: 'Atelier', value: 'atelier' },
      ],
      access: { create: adminsField, update: adminsField },
    },
    // The pending invitation: its link's SHA-256 and its end (src/lib/auth/invitation.ts), never shown.
    {
      name: 'invitationEmpreinte',
      type: 'text',
      index: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'invitationExpireLe',
      type: 'date',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
