// The key a limit counts an address under (src/lib/infra/http/addressKey.ts): an IPv6 address by its /64,
// an IPv4-mapped one as its IPv4, anything else as it is.
import { describe, expect, it } from 'vitest'

import { addressKey, clientKey } from '@/lib/infra/http/addressKey'

describe('addressKey', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::ffff:c000:207', '192.0.2.7'],
    ['64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
    ['192.0.2.7', '192.0.2.7'],
    ['local', 'local'],
    ['198.51.100.4:abc', '198.51.100.4:abc'],
  ])('%s → %s', (adresse, cle) => {
    expect(addressKey(adresse)).toBe(cle)
  })

  it('keys the trusted address of a request', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 2001:db8:aa:bb:1::2' })
    expect(clientKey(headers)).toBe('2001:db8:aa:bb::/64')
  })
})
