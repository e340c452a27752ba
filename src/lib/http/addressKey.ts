import { isIPv6 } from 'node:net'

import { clientIp } from './clientAddress'

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a trailing dotted IPv4 turned into two). */
function groups(adresse: string): number[] {
  let texte = adresse
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(texte)
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number)
    texte = `${texte.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [tete, queue] = texte.split('::')
  const debut = tete ? tete.split(':') : []
  const fin = queue ? queue.split(':') : []
  const zeros = queue === undefined ? 0 : 8 - debut.length - fin.length
  return [...debut, ...Array<string>(zeros).fill('0'), ...fin].map((g) => parseInt(g, 16))
}

/**
 * The key a limit counts an address under. One IPv6 subscriber gets a whole /64 and can pick any of
 * its 2^64 addresses: an IPv6 address counts as its /64. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`,
 * a dual-stack socket) counts as its IPv4, so both spellings share one count. Anything else is kept.
 */
export function addressKey(adresse: string): string {
  const sansZone = adresse.split('%')[0]
  if (!isIPv6(sansZone)) return adresse
  const g = groups(sansZone)
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.')
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`
}

/** The limits' key of a request's client (src/lib/http/clientAddress.ts says which address is trusted). */
export const cleClient = (headers: Headers): string => addressKey(clientIp(headers))
