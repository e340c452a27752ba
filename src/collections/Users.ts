import type { CollectionConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { isStaffUser } from '@/access/isStaff'
import { staff } from '@/access/staff'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Compte', plural: 'Comptes' },
  admin: { useAsTitle: 'email', defaultColumns: ['nom', 'email', 'roles'], group: 'Administration' },
  auth: {
    // Lockout after repeated failures: 5 attempts, then 15 minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: staff,
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
