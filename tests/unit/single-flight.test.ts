import { describe, expect, it } from 'vitest'

import { singleFlight, forgetInFlight } from '@/lib/infra/cache/singleFlight'

/** A call that ends when told to, counting how many times it was started. */
function appelControle<T>() {
  let demarrages = 0
  let finir: (v: T) => void = () => {}
  let echouer: (e: Error) => void = () => {}
  const fn = () => {
    demarrages += 1
    return new Promise<T>((resolve, reject) => {
      finir = resolve
      echouer = reject
    })
  }
  return { fn, finir: (v: T) => finir(v), echouer: (e: Error) => echouer(e), demarrages: () => demarrages }
}

describe('singleFlight', () => {
  it('gives concurrent callers of one key the same call, and starts a new one once it has ended', async () => {
    const a = appelControle<number>()
    const attentes = Array.from({ length: 50 }, () => singleFlight('produit:calme', a.fn))
    expect(a.demarrages()).toBe(1)
    a.finir(7)
    expect(await Promise.all(attentes)).toEqual(Array(50).fill(7))

    const suivant = singleFlight('produit:calme', a.fn)
    expect(a.demarrages()).toBe(2)
    a.finir(8)
    expect(await suivant).toBe(8)
  })

  it('keeps keys apart', async () => {
    const a = appelControle<string>()
    const b = appelControle<string>()
    const pa = singleFlight('produit:a', a.fn)
    const pb = singleFlight('produit:b', b.fn)
    b.finir('b')
    a.finir('a')
    expect([await pa, await pb]).toEqual(['a', 'b'])
  })

  it('passes a failure to every waiting caller, and the next caller tries again', async () => {
    const a = appelControle<number>()
    const attentes = [singleFlight('produit:panne', a.fn), singleFlight('produit:panne', a.fn)]
    a.echouer(new Error('base indisponible'))
    for (const r of await Promise.allSettled(attentes))
      expect(r).toMatchObject({ status: 'rejected', reason: { message: 'base indisponible' } })
    const reprise = singleFlight('produit:panne', a.fn)
    expect(a.demarrages()).toBe(2)
    a.finir(1)
    expect(await reprise).toBe(1)
  })

  it('after a write, a caller no longer joins a call that began before it', async () => {
    const avant = appelControle<number>()
    const apres = appelControle<number>()
    const ancien = singleFlight('likes:calme', avant.fn)
    forgetInFlight()
    const nouveau = singleFlight('likes:calme', apres.fn)
    expect(apres.demarrages()).toBe(1)
    avant.finir(4)
    expect(await ancien).toBe(4)
    // The old call's end leaves the new call in place: a third caller joins it.
    const troisieme = singleFlight('likes:calme', apres.fn)
    expect(apres.demarrages()).toBe(1)
    apres.finir(5)
    expect([await nouveau, await troisieme]).toEqual([5, 5])
  })
})
