import type { Field, FieldAccess } from 'payload'

import { adresseAExpedier } from './adresseAExpedier'
import { hasRole } from './isStaff'

/** What the workshop reads of an order: what a parcel needs, and no more (no e-mail, no payment, no
 *  billing, no refunds). The address only while to ship (./adresseAExpedier.ts). */
const LUS = new Set([
  'numero',
  'lignes',
  'statut',
  'payeeLe',
  'transporteur',
  'numeroSuivi',
  'expedieeLe',
  'livreeLe',
  // Whether the order may be processed at all: « À expédier » leaves restricted orders out by it
  // (src/lib/commande/restriction.ts), and a query needs to read what it filters on.
  'donneesRestreintes',
])
/** What it changes: the shipping, and the move to « Expédiée » (the collection's hooks check it). */
const MODIFIES = new Set(['statut', 'transporteur', 'numeroSuivi', 'livreeLe'])

const atelier = (req: { user?: unknown }) =>
  hasRole(req.user as never, 'atelier') && !hasRole(req.user as never, 'admin')

const sauf =
  (existant: FieldAccess | undefined): FieldAccess =>
  (args) =>
    atelier(args.req) ? false : existant ? existant(args) : true

function limiter(field: Field): Field {
  if (!('name' in field) || !field.name) {
    // Rows and collapsibles: their fields are the order's own.
    return 'fields' in field && Array.isArray(field.fields)
      ? ({ ...field, fields: field.fields.map(limiter) } as Field)
      : field
  }
  const access = { ...('access' in field ? field.access : {}) }
  if (field.name === 'adresseLivraison') access.read = adresseAExpedier
  else if (!LUS.has(field.name)) access.read = sauf(access.read)
  if (!MODIFIES.has(field.name)) access.update = sauf(access.update)
  return { ...field, access } as Field
}

/** The order's fields as the workshop may see and change them; the owner's access is unchanged. */
export const champsAtelier = (fields: Field[]): Field[] => fields.map(limiter)
