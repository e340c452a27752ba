/** A fresh `Idempotency-Key` for one intent of the admin (an opening of a refund dialog): 32 hex
 *  characters from the browser's random source, which, unlike `randomUUID`, needs no secure context. */
export function nouvelleCleIdempotence(): string {
  const octets = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(octets, (o) => o.toString(16).padStart(2, '0')).join('')
}
