/**
 * The client's address, as far as it can be trusted. The server appends the address of the socket it
 * accepted to `X-Forwarded-For` (src/lib/infra/http/incomingRequest.mjs: upstream Next only sets it when
 * absent, so a client's own header would go through untouched). By default the app trusts nothing else: the client is
 * the last address of the list, the peer that opened the connection. Behind n reverse proxies that each
 * append the address they saw, `TRUST_PROXY_HOPS=n` takes the n-th address from the right instead.
 * Whatever a client writes into the header stays to the left of what it can be trusted for.
 */

/** Longest key a limiter keeps for an address (an IPv6 address with a zone fits). */
const MAX_LENGTH = 64

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.TRUST_PROXY_HOPS ?? 0)
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0
}

/** The trusted client address of a request, or 'local' when nothing says (calls inside the process). */
export function clientIp(headers: Headers, hops = trustedProxyHops()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  if (chain.length === 0) return 'local'
  const addr = chain[Math.max(0, chain.length - 1 - hops)]
  return addr.slice(0, MAX_LENGTH)
}
