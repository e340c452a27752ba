import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { jsonError, MESSAGES } from './errors'

export const MAX_BODY_BYTES = 100 * 1024

type Result<T> = { ok: true; data: T } | { ok: false; response: Response }

/** Reads a JSON body of at most 100 KB (else 413) and validates it with zod (else 400 with the first
 *  French issue message). Never throws. */
export async function readJson<S extends z.ZodType>(
  req: PayloadRequest | Request,
  schema: S,
): Promise<Result<z.infer<S>>> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, MESSAGES.bodyTooLarge) }
  let text: string
  try {
    text = typeof req.text === 'function' ? await req.text() : ''
  } catch {
    return { ok: false, response: jsonError(400, MESSAGES.invalidJson) }
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    return { ok: false, response: jsonError(413, MESSAGES.bodyTooLarge) }
  let raw: unknown
  try {
    raw = text === '' ? {} : JSON.parse(text)
  } catch {
    return { ok: false, response: jsonError(400, MESSAGES.invalidJson) }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { ok: false, response: jsonError(400, firstIssue(parsed.error)) }
  return { ok: true, data: parsed.data }
}

/** Schemas carry French messages; fall back to a generic one for structural errors. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue?.message && !/^Invalid|^Expected|^Unrecognized/i.test(issue.message)
    ? issue.message
    : `Champ invalide : ${issue?.path.join('.') || 'corps de la requête'}.`
}
