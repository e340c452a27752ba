import { isIPv6 } from 'node:net'

import { clientIp } from './clientAddress'

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a trailing dotted IPv4 turned into two). */
function groups(addr: string): number[] {
  let text = addr
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number)
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, queue] = text.split('::')
  const start = head ? head.split(':') : []
  const end = queue ? queue.split(':') : []
  const zeros = queue === undefined ? 0 : 8 - start.length - end.length
  return [...start, ...Array<string>(zeros).fill('0'), ...end].map((g) => parseInt(g, 16))
}

/**
 * The key a limit counts an address under. One IPv6 subscriber gets a whole /64 and can pick any of
 * its 2^64 addresses: an IPv6 address counts as its /64. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`,
 * a dual-stack socket) counts as its IPv4, so both spellings share one count. Anything else is kept.
 */
export function addressKey(addr: string): string {
  const withoutZone = addr.split('%')[0]
  if (!isIPv6(withoutZone)) return addr
  const g = groups(withoutZone)
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.')
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`
}

/** The limits' key of a request's client (src/lib/infra/http/clientAddress.ts says which address is trusted). */
export const clientKey = (headers: Headers): string => addressKey(clientIp(headers))
