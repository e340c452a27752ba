import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { BodyTooLarge, BODY_LIMITS, readBody } from './body'
import { jsonError, MESSAGES, payloadTooLarge } from './errors'

type Result<T> = { ok: true; data: T } | { ok: false; response: Response }

/** Reads a JSON body of at most `limite` bytes (100 Ko by default; else 413, without reading further) and
 *  validates it with zod (else 400 with the first French issue message). Never throws. */
export async function readJson<S extends z.ZodType>(
  req: PayloadRequest | Request,
  schema: S,
  limit: number = BODY_LIMITS.boutique,
): Promise<Result<z.infer<S>>> {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBody(req as Request, limit))
  } catch (err) {
    if (err instanceof BodyTooLarge) return { ok: false, response: payloadTooLarge(limit) }
    return { ok: false, response: jsonError(400, MESSAGES.invalidJson) }
  }
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
