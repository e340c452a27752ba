import type { CollectionConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { isStaffUser } from '@/access/isStaff'
import { resetEmail, RESET_SUBJECT } from '@/lib/auth/resetLink'
import { validatePassword } from '@/lib/auth/password'
import { authHooks } from '@/lib/auth/operations'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Compte', plural: 'Comptes' },
  admin: { useAsTitle: 'email', defaultColumns: ['nom', 'email', 'roles'], group: 'Administration' },
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
  hooks: { ...authHooks, beforeValidate: [validatePassword] },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    // An editor sees their own account only: other accounts' e-mails are the admin's business.
    read: adminsOrSelf,
    unlock: admins,
    create: admins,
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
      ],
      access: { create: adminsField, update: adminsField },
    },
  ],
}
