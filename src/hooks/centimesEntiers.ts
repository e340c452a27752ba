import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

/** The mark champEuros (src/fields/euros.ts) puts in a field's `custom`: an amount in integer cents. */
export const MARQUE_CENTIMES = 'centimes'

type Erreur = { path: string; message: string }

const estMarque = (field: Field) =>
  'custom' in field && (field.custom as Record<string, unknown> | undefined)?.[MARQUE_CENTIMES] === true

/** The amounts in `data` (as sent, nested in groups, tabs and arrays) whose value is not a number. */
function nonNombres(fields: Field[], data: unknown, prefixe: string, erreurs: Erreur[]): Erreur[] {
  if (!data || typeof data !== 'object') return erreurs
  const valeurs = data as Record<string, unknown>
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        if ('name' in tab && tab.name)
          nonNombres(tab.fields, valeurs[tab.name], `${prefixe}${tab.name}.`, erreurs)
        else nonNombres(tab.fields, data, prefixe, erreurs)
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) nonNombres(field.fields, data, prefixe, erreurs)
      continue
    }
    const valeur = valeurs[field.name]
    const chemin = `${prefixe}${field.name}`
    if (field.type === 'group') nonNombres(field.fields, valeur, `${chemin}.`, erreurs)
    else if (field.type === 'array' && Array.isArray(valeur))
      valeur.forEach((ligne, i) => nonNombres(field.fields, ligne, `${chemin}.${i}.`, erreurs))
    else if (estMarque(field) && valeur !== undefined && valeur !== null && typeof valeur !== 'number') {
      const label = typeof field.label === 'string' ? field.label : field.name
      erreurs.push({
        path: chemin,
        message: `«\u00a0${label}\u00a0» doit être un nombre entier de centimes (1200 = 12,00\u00a0€).`,
      })
    }
  }
  return erreurs
}

function refuser(
  fields: Field[],
  data: unknown,
  req: PayloadRequest,
  cible: { collection?: string; global?: string },
) {
  const errors = nonNombres(fields, data, '', [])
  if (errors.length > 0) throw new ValidationError({ ...cible, errors, req }, req.t)
}

const contientCentimes = (fields: Field[]): boolean =>
  fields.some(
    (f) =>
      estMarque(f) ||
      ('fields' in f && contientCentimes(f.fields)) ||
      (f.type === 'tabs' && f.tabs.some((t) => contientCentimes(t.fields))),
  )

/**
 * Payload turns a number field's string into parseFloat(string) before any field hook or validation sees
 * it: "12,00" sent by an API client became 12 cents. The data as sent is read here, before the operation
 * (create or update, REST or local API), and a value that is not a number is refused with a French 400.
 * The admin sends numbers (src/admin/fields/ChampEuros.tsx converts « 12,00 € »); a number that is not a
 * whole number of cents is refused by the field's own validation (validerEuros).
 */
export function collectionCentimesEntiers(config: CollectionConfig): CollectionConfig {
  if (!contientCentimes(config.fields)) return config
  const hook: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (operation === 'create' || operation === 'update')
      refuser(config.fields, args.data, req, { collection: config.slug })
    return args
  }
  return {
    ...config,
    hooks: { ...config.hooks, beforeOperation: [hook, ...(config.hooks?.beforeOperation ?? [])] },
  }
}

/** The same for a global's amounts (its update). */
export function globalCentimesEntiers(config: GlobalConfig): GlobalConfig {
  if (!contientCentimes(config.fields)) return config
  const hook: GlobalBeforeOperationHook = ({ args, operation, req }) => {
    if (operation === 'update') refuser(config.fields, args.data, req, { global: config.slug })
    return args
  }
  return {
    ...config,
    hooks: { ...config.hooks, beforeOperation: [hook, ...(config.hooks?.beforeOperation ?? [])] },
  }
}
