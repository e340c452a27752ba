/**
 * Request bodies read with a bound enforced while reading: a body stops being read, and the request is
 * answered 413, as soon as it passes its limit, whatever `Content-Length` says (or when it says nothing,
 * as with a chunked body). Memory used never depends on what the client sends beyond the limit.
 */

export const Ko = 1024
export const Mo = 1024 * Ko

/** Limits by kind of body. Uploads (multipart) are streamed to Payload, counted but not buffered. */
export const LIMITES_CORPS = {
  boutique: 100 * Ko,
  webhook: 512 * Ko,
  admin: 2 * Mo,
  televersement: 100 * Mo,
} as const
export type GenreCorps = keyof typeof LIMITES_CORPS

export class CorpsTropGros extends Error {
  constructor(readonly limite: number) {
    super(`corps de plus de ${limite} octets`)
  }
}

/** The declared length when it is a plain number, else null (absent or nonsense: the stream decides). */
export function longueurDeclaree(headers: Headers): number | null {
  const v = headers.get('content-length')
  return v && /^\d+$/.test(v) ? Number(v) : null
}

/**
 * The body's bytes, at most `limite` of them. Throws CorpsTropGros before reading when the declared length
 * is over, or as soon as the bytes read pass it (the rest is never read: the stream is cancelled).
 */
export async function lireCorps(req: Request, limite: number): Promise<Uint8Array<ArrayBuffer>> {
  const declaree = longueurDeclaree(req.headers)
  if (declaree !== null && declaree > limite) throw new CorpsTropGros(limite)
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const morceaux: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limite) {
      await reader.cancel().catch(() => {})
      throw new CorpsTropGros(limite)
    }
    morceaux.push(value)
  }
  const octets = new Uint8Array(total)
  let offset = 0
  for (const m of morceaux) {
    octets.set(m, offset)
    offset += m.byteLength
  }
  return octets
}

/**
 * The same body as a stream that errors with CorpsTropGros past `limite` bytes (uploads, which Payload
 * parses as they arrive). `depasse()` tells afterwards whether it did.
 */
export function fluxBorne(
  body: ReadableStream<Uint8Array>,
  limite: number,
): { flux: ReadableStream<Uint8Array>; depasse: () => boolean } {
  let total = 0
  let trop = false
  const flux = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength
        if (total > limite) {
          trop = true
          controller.error(new CorpsTropGros(limite))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  return { flux, depasse: () => trop }
}
