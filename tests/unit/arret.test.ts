// @vitest-environment node
import { EventEmitter } from 'node:events'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { onExit, isStopping, installGracefulShutdown } from '@/lib/infra/operations/shutdown'

/** A process stand-in that records exit() instead of ending the test runner. */
function processus() {
  const emetteur = new EventEmitter()
  const exit = vi.fn()
  return Object.assign(emetteur, { exit }) as unknown as Pick<NodeJS.Process, 'once' | 'exit'> &
    EventEmitter & { exit: ReturnType<typeof vi.fn> }
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('mots-couleurs.shutdown')]
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('clean stop', () => {
  it('marks the process as stopping on SIGTERM, and forces the exit (143) after the delay only', () => {
    const p = processus()
    expect(installGracefulShutdown(p, 10_000)).toBe(true)
    expect(installGracefulShutdown(p, 10_000)).toBe(false)
    expect(isStopping()).toBe(false)
    p.emit('SIGTERM')
    expect(isStopping()).toBe(true)
    vi.advanceTimersByTime(9_999)
    expect(p.exit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(p.exit).toHaveBeenCalledWith(143)
  })

  it('exits with 130 when forced after SIGINT', () => {
    const p = processus()
    installGracefulShutdown(p, 500)
    p.emit('SIGINT')
    vi.advanceTimersByTime(500)
    expect(p.exit).toHaveBeenCalledWith(130)
  })

  it('closes what was registered when the process exits, even if one closer throws', () => {
    const p = processus()
    installGracefulShutdown(p, 500)
    const fermee: string[] = []
    onExit(() => {
      throw new Error('déjà fermée')
    })
    onExit(() => fermee.push('base'))
    p.emit('exit', 0)
    expect(fermee).toEqual(['base'])
  })
})
