/**
 * Request bodies read with a bound enforced while reading: a body stops being read, and the request is
 * answered 413, as soon as it passes its limit, whatever `Content-Length` says (or when it says nothing,
 * as with a chunked body). Memory used never depends on what the client sends beyond the limit.
 */

export const KB = 1024
export const MB = 1024 * KB

/** Limits by kind of body. Uploads (multipart) are streamed to Payload, counted but not buffered. */
export const BODY_LIMITS = {
  boutique: 100 * KB,
  webhook: 512 * KB,
  admin: 2 * MB,
  televersement: 100 * MB,
} as const
export type BodyKind = keyof typeof BODY_LIMITS

export class BodyTooLarge extends Error {
  constructor(readonly byteLimit: number) {
    super(`corps de plus de ${byteLimit} octets`)
  }
}

/** The declared length when it is a plain number, else null (absent or nonsense: the stream decides). */
export function declaredLength(headers: Headers): number | null {
  const v = headers.get('content-length')
  return v && /^\d+$/.test(v) ? Number(v) : null
}

/**
 * The body's bytes, at most `limite` of them. Throws BodyTooLarge before reading when the declared length
 * is over, or as soon as the bytes read pass it (the rest is never read: the stream is cancelled).
 */
export async function readBody(req: Request, byteLimit: number): Promise<Uint8Array<ArrayBuffer>> {
  const headerLength = declaredLength(req.headers)
  if (headerLength !== null && headerLength > byteLimit) throw new BodyTooLarge(byteLimit)
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > byteLimit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge(byteLimit)
    }
    chunks.push(value)
  }
  const byteCount = new Uint8Array(total)
  let offset = 0
  for (const m of chunks) {
    byteCount.set(m, offset)
    offset += m.byteLength
  }
  return byteCount
}

/**
 * The same body as a stream that errors with BodyTooLarge past `limite` bytes (uploads, which Payload
 * parses as they arrive). `depasse()` tells afterwards whether it did.
 */
export function boundedStream(
  body: ReadableStream<Uint8Array>,
  byteLimit: number,
): { flux: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let total = 0
  let tooLarge = false
  const flux = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength
        if (total > byteLimit) {
          tooLarge = true
          controller.error(new BodyTooLarge(byteLimit))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  return { flux, exceeded: () => tooLarge }
}
