// @vitest-environment node
// `npm start` with a MongoDB URI it cannot reach stops with one French line (scripts/lib/checks.mjs). Slow
// project: the driver waits for its server selection to time out.
import { describe, expect, it } from 'vitest'

import { assertDatabaseReachable } from '../../scripts/lib/checks.mjs'

describe('start checks', () => {
  it('an unreachable MongoDB URI is one clear error', async () => {
    await expect(
      assertDatabaseReachable('mongodb://127.0.0.1:9/boutique?serverSelectionTimeoutMS=500'),
    ).rejects.toThrow(/^Base MongoDB injoignable .* vérifiez DATABASE_URI\.$/)
  }, 15_000)
})
