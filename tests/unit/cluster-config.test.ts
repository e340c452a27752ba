// @vitest-environment node
// `npm run cluster` writes haproxy's configuration from deploy/haproxy.cfg, the file compose.yaml mounts:
// the ports of this run substituted, the health check on /api/health, retries to the other instance.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  clusterPorts,
  haproxyConfig,
  haproxyVariables,
  HAPROXY_TEMPLATE,
  writeHaproxyConfig,
} from '../../scripts/lib/cluster.mjs'

const template = fs.readFileSync(HAPROXY_TEMPLATE, 'utf8')
const env = (vars: Record<string, string> = {}) => vars as NodeJS.ProcessEnv

describe('clusterPorts', () => {
  it('puts the instances on PORT+1 and PORT+2 and Redis on PORT+10 by default', () => {
    expect(clusterPorts(env())).toEqual({ port: 3000, instances: [3001, 3002], redis: 3010 })
    expect(clusterPorts(env({ PORT: '3400', REDIS_PORT: '6400' }))).toEqual({
      port: 3400,
      instances: [3401, 3402],
      redis: 6400,
    })
  })

  it('refuses a port that is not one, in French', () => {
    expect(() => clusterPorts(env({ PORT: 'abc' }))).toThrow(/^PORT invalide \(abc\)/)
    expect(() => clusterPorts(env({ PORT: '65535' }))).toThrow(/PORT invalide/)
  })
})

describe('haproxyConfig', () => {
  const config = haproxyConfig(template, haproxyVariables(clusterPorts(env({ PORT: '3400' }))))
  const lignes = config.split('\n').map((l) => l.trim())

  it('binds PORT and balances the two instances of this run', () => {
    expect(lignes).toContain('bind "*:3400"')
    expect(lignes).toContain('server instance1 "127.0.0.1:3401" check')
    expect(lignes).toContain('server instance2 "127.0.0.1:3402" check')
    expect(config).not.toContain('${')
  })

  it('checks /api/health every second and takes a dead instance out after two failures', () => {
    expect(lignes).toContain('option httpchk GET /api/health')
    expect(lignes).toContain('http-check expect status 200')
    expect(lignes.find((l) => l.startsWith('default-server'))).toMatch(/inter 1s fall 2 rise 2/)
  })

  it('sends a refused request to the other instance and passes the client address on', () => {
    expect(lignes).toContain('option redispatch 1')
    expect(lignes.some((l) => /^retries [1-9]$/.test(l))).toBe(true)
    expect(lignes).toContain('option forwardfor')
  })

  it('gives compose the same file: the container addresses replace the local ones', () => {
    const compose = haproxyConfig(template, {
      MC_PORT: '3000',
      MC_INSTANCE_1: 'app1:3000',
      MC_INSTANCE_2: 'app2:3000',
    })
    expect(compose).toContain('server instance1 "app1:3000" check')
    expect(compose).toContain('bind "*:3000"')
  })

  it('keeps a default written in the template and refuses a missing variable', () => {
    expect(haproxyConfig('bind "*:${P-8080}"', {})).toBe('bind "*:8080"')
    expect(() => haproxyConfig('server a "${ABSENTE}"', {})).toThrow(/ABSENTE/)
  })
})

describe('writeHaproxyConfig', () => {
  it('writes haproxy.cfg into the run folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'))
    const file = writeHaproxyConfig({ dir, port: 3500, instances: [3501, 3502] })
    expect(file).toBe(path.join(dir, 'haproxy.cfg'))
    expect(fs.readFileSync(file, 'utf8')).toContain('server instance2 "127.0.0.1:3502" check')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
