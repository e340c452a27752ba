import fc from 'fast-check'

/**
 * Spellings of one API path (fast-check arbitraries), for the property suites that check a control
 * holds on the operation Payload runs, not on the URL as written (src/lib/infra/http/operation.ts).
 *
 * `equivalente` only makes spellings that reach the same operation: any character percent-encoded
 * (hex digits in either case), the case of the segments after the collection slug (Payload's endpoint
 * matching ignores it), a trailing slash, dot segments (`/./`, `/%2e/`, `/x/../`, which the URL parser
 * removes). `quelconque` adds spellings that may reach another operation or none: repeated slashes,
 * an encoded slash, the collection slug's case.
 */
const hex = (c: string) =>
  fc.boolean().map((maj) =>
    [...new TextEncoder().encode(c)]
      .map((o) => `%${o.toString(16).padStart(2, '0')}`)
      .map((e) => (maj ? e.toUpperCase() : e))
      .join(''),
  )

/** One character: as is, percent-encoded, or (when `casse`) in the other case. */
const caractere = (c: string, casse: boolean) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(c) },
    { weight: 2, arbitrary: hex(c) },
    { weight: casse ? 2 : 0, arbitrary: fc.constant(c.toUpperCase()) },
  )

const segment = (s: string, casse: boolean) =>
  fc.tuple(...[...s].map((c) => caractere(c, casse))).map((cs) => cs.join(''))

const POINTS = ['.', '%2e', '%2E', 'autre/..', 'autre/%2e%2e']

/** `segments` is the canonical path (`['users', 'login']`); the first is the collection slug. */
export function equivalente(segments: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.tuple(...segments.map((s, i) => segment(s, i > 0))),
      fc.array(fc.constantFrom(...POINTS), { minLength: segments.length, maxLength: segments.length }),
      fc.array(fc.boolean(), { minLength: segments.length, maxLength: segments.length }),
      fc.boolean(),
    )
    .map(([parts, points, avecPoint, finale]) => {
      const chemin = parts.map((p, i) => (avecPoint[i] && i > 0 ? `${points[i]}/${p}` : p)).join('/')
      return `/${chemin}${finale ? '/' : ''}`
    })
}

/** Any spelling, equivalent or not. */
export function quelconque(segments: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    equivalente(segments),
    fc
      .tuple(equivalente(segments), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
      .map(([c, doubles]) => {
        let i = 0
        return c.replace(/\/(?!$)/g, (s) => s + (doubles[i++ % 8] ? '/' : ''))
      }),
    equivalente(segments).map((c) => c.replace(/(?<=.)\/(?=[^/]+\/?$)/, '%2F')),
    fc.tuple(equivalente(segments), fc.boolean()).map(([c, maj]) => (maj ? c.toUpperCase() : c)),
  )
}
