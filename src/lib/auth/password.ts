import { ValidationError } from 'payload'

/** Passwords of new and changed accounts: 12 characters at least. */
export const PASSWORD_MIN_LENGTH = 12
export const SHORT_PASSWORD_MESSAGE = `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`

export const isPasswordTooShort = (password: unknown): boolean =>
  typeof password === 'string' && [...password].length < PASSWORD_MIN_LENGTH

/**
 * Users' beforeValidate hook: refuses a short password on create and update, through any API. The
 * error's own message is the rule: the admin shows it in its notice, where Payload's would read « The
 * following field is invalid: password » (English, since a hook's error has no translator).
 */
export function validatePassword({ data }: { data?: { password?: unknown } }) {
  if (!isPasswordTooShort(data?.password)) return data
  const error = new ValidationError({
    errors: [{ message: SHORT_PASSWORD_MESSAGE, path: 'password', label: 'Mot de passe' }],
  })
  error.message = SHORT_PASSWORD_MESSAGE
  throw error
}
