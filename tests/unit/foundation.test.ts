import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isMongoUri, schemaPush, sqliteUrl } from '@/lib/infra/database/database'
import { smtpSettings } from '@/lib/infra/smtp/settings'
import { payloadSecret } from '@/lib/infra/signature/secret'
import { SLUG_PATTERN, toSlug } from '@/lib/catalogue/slug'
import { isValidUrl } from '@/lib/infra/http/url'

import { resolveSecret, StartError } from '../../scripts/lib/checks.mjs'

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv

describe('toSlug', () => {
  it.each([
    ['Thérapeute énergétique', 'therapeute-energetique'],
    ['Pédicure-podologue', 'pedicure-podologue'],
    ['Trait d’esprit', 'trait-d-esprit'],
    ["Solutions naturelles pour calmer l'anxiété", 'solutions-naturelles-pour-calmer-l-anxiete'],
    ['  Coups de cœur  ', 'coups-de-coeur'],
    ['Psychologie & thérapie (TCC)', 'psychologie-et-therapie-tcc'],
    ['Éducation et apprentissage', 'education-et-apprentissage'],
  ])('%s → %s', (input, expected) => {
    expect(toSlug(input)).toBe(expected)
    expect(SLUG_PATTERN.test(expected)).toBe(true)
  })

  it('rejects what is not a slug', () => {
    for (const bad of ['', 'Majuscule', 'deux--tirets', '-debut', 'fin-', 'é', 'a b'])
      expect(SLUG_PATTERN.test(bad)).toBe(false)
  })
})

describe('isValidUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isValidUrl('http://localhost:3000')).toBe(true)
    expect(isValidUrl('https://mots-couleurs.fr/boutique')).toBe(true)
    for (const bad of ['', 'localhost:3000', 'ftp://x.fr', 'javascript:alert(1)', null, 42, 'http://']) {
      expect(isValidUrl(bad)).toBe(false)
    }
  })
})

describe('database choice', () => {
  it('uses MongoDB only for mongodb URIs', () => {
    expect(isMongoUri('mongodb://127.0.0.1:27017/shop')).toBe(true)
    expect(isMongoUri('mongodb+srv://cluster.example/shop')).toBe(true)
    expect(isMongoUri('file:./data/x.db')).toBe(false)
    expect(isMongoUri(undefined)).toBe(false)
    expect(isMongoUri('postgres://x')).toBe(false)
  })

  it('defaults to the SQLite file under data/', () => {
    expect(sqliteUrl(undefined)).toMatch(/^file:\/.*\/data\/mots-couleurs(-dev)?\.db$/)
    expect(sqliteUrl('file:/tmp/a.db')).toBe('file:/tmp/a.db')
    expect(sqliteUrl('tmp/b.db')).toBe(`file:${path.resolve('tmp/b.db')}`)
  })

  it('pushes the schema only in development and tests', () => {
    expect(schemaPush('test')).toBe(true)
    expect(schemaPush('development')).toBe(true)
    expect(schemaPush('production')).toBe(false)
  })
})

describe('mail settings', () => {
  it('are absent without SMTP_HOST (mails go to the log)', () => {
    expect(smtpSettings(env({}))).toBeNull()
  })

  it('parse MAIL_FROM and the SMTP variables', () => {
    const s = smtpSettings(
      env({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '2525',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        MAIL_FROM: 'Atelier <atelier@x.fr>',
      }),
    )
    expect(s).toMatchObject({
      fromName: 'Atelier',
      fromAddress: 'atelier@x.fr',
      transport: { host: '127.0.0.1', port: 2525, secure: false, auth: { user: 'u', pass: 'p' } },
    })
  })
})

describe('secrets and start checks', () => {
  it('payloadSecret refuses to run production without PAYLOAD_SECRET', () => {
    expect(() => payloadSecret(env({ NODE_ENV: 'production' }))).toThrow(/PAYLOAD_SECRET/)
    expect(payloadSecret(env({ NODE_ENV: 'production', PAYLOAD_SECRET: 's' }))).toBe('s')
  })

  it('npm start stops with one clear line when NODE_ENV=production has no secret', () => {
    expect(() => resolveSecret({ NODE_ENV: 'production' })).toThrow(StartError)
    expect(() => resolveSecret({ NODE_ENV: 'production' })).toThrow(/^PAYLOAD_SECRET manquant/)
  })

  it('npm start generates a local secret once and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-secret-'))
    const first = resolveSecret(env({}), dir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(resolveSecret(env({}), dir)).toBe(first)
  })
})
