import { ValidationError } from 'payload'

/** Passwords of new and changed accounts: 12 characters at least. */
export const PASSWORD_MIN_LENGTH = 12
export const SHORT_PASSWORD_MESSAGE = `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`

export const isPasswordTooShort = (password: unknown): boolean =>
  typeof password === 'string' && [...password].length < PASSWORD_MIN_LENGTH

/** Users' beforeValidate hook: refuses a short password on create and update, through any API. */
export function validatePassword({ data }: { data?: { password?: unknown } }) {
  if (isPasswordTooShort(data?.password))
    throw new ValidationError({ errors: [{ message: SHORT_PASSWORD_MESSAGE, path: 'password' }] })
  return data
}
