/** An e-mail address anywhere in a string (a nodemailer error names the refused recipient). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
export const MASKED_EMAIL = '[e-mail masqué]'

export const maskText = (t: string): string => t.replace(EMAIL, MASKED_EMAIL)

/**
 * A copy of a logged value with every e-mail address in its strings masked, errors included (their
 * message and stack become plain fields, as pino's serializer would print them). Depth and width are
 * bounded: a log line is never a deep walk.
 */
export function mask(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value)
  if (value === null || typeof value !== 'object' || depth > 5) return value
  if (value instanceof Error) {
    const e = value as Error & { code?: unknown; cause?: unknown }
    return {
      type: e.name,
      message: maskText(e.message),
      ...(e.stack ? { stack: maskText(e.stack) } : {}),
      ...(e.code !== undefined ? { code: e.code } : {}),
      ...(e.cause !== undefined ? { cause: mask(e.cause, depth + 1) } : {}),
    }
  }
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => mask(v, depth + 1))
  const cloned: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value).slice(0, 100)) cloned[key] = mask(v, depth + 1)
  return cloned
}
