import { ValidationError } from 'payload'

/** Passwords of new and changed accounts: 12 characters at least. */
export const MOT_DE_PASSE_MIN = 12
export const MESSAGE_MOT_DE_PASSE_COURT = `Le mot de passe doit compter au moins ${MOT_DE_PASSE_MIN} caractères.`

export const motDePasseTropCourt = (password: unknown): boolean =>
  typeof password === 'string' && [...password].length < MOT_DE_PASSE_MIN

/** Users' beforeValidate hook: refuses a short password on create and update, through any API. */
export function verifierMotDePasse({ data }: { data?: { password?: unknown } }) {
  if (motDePasseTropCourt(data?.password))
    throw new ValidationError({ errors: [{ message: MESSAGE_MOT_DE_PASSE_COURT, path: 'password' }] })
  return data
}
