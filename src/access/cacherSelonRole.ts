import type { CollectionConfig, GlobalConfig } from 'payload'

import { COLLECTIONS, GLOBALS, parmi, type Qui } from './matrice'

type Regle = { read: Qui[]; update: Qui[]; create?: Qui[] }

/**
 * Whether the sidebar and the dashboard's cards show a collection or a global to this person: when
 * their role may change it, or read what visitors cannot (src/access/matrice.ts). Public content that
 * a role may only read (the catalogue, for the workshop) stays out of its way.
 */
export function visiblePour(user: unknown, regle: Regle | undefined): boolean {
  if (!regle) return parmi(user as never, ['admin'])
  const ecrit = parmi(user as never, regle.update) || parmi(user as never, regle.create ?? [])
  return ecrit || (parmi(user as never, regle.read) && !regle.read.includes('anonyme'))
}

/** Payload's `admin.hidden` from the matrix, for a collection not hidden from everyone already. */
export const cacherCollection = (config: CollectionConfig): CollectionConfig =>
  config.admin?.hidden === true
    ? config
    : {
        ...config,
        admin: { ...config.admin, hidden: ({ user }) => !visiblePour(user, COLLECTIONS[config.slug]) },
      }

export const cacherGlobal = (config: GlobalConfig): GlobalConfig =>
  config.admin?.hidden === true
    ? config
    : {
        ...config,
        admin: { ...config.admin, hidden: ({ user }) => !visiblePour(user, GLOBALS[config.slug]) },
      }
