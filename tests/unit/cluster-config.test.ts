// @vitest-environment node
// `npm run cluster` writes nginx's configuration from deploy/nginx/boutique.conf.template, the file
// compose.yaml gives the official image: the ports of this run substituted, and nginx accepts it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  clusterPorts,
  findExecutable,
  FRONT_TEMPLATE,
  frontConfig,
  frontVariables,
  serverNames,
  writeFrontConfig,
} from '../../scripts/lib/cluster.mjs'

const template = fs.readFileSync(FRONT_TEMPLATE, 'utf8')
const env = (vars: Record<string, string> = {}) => vars as NodeJS.ProcessEnv

describe('clusterPorts', () => {
  it('puts the instances on PORT+1 and PORT+2, the Redis of the cache and of the limits on PORT+10 and PORT+11', () => {
    expect(clusterPorts(env())).toEqual({
      port: 3000,
      instances: [3001, 3002],
      redis: 3010,
      redisLimits: 3011,
    })
    expect(clusterPorts(env({ PORT: '3400', REDIS_PORT: '6400', REDIS_LIMITS_PORT: '6401' }))).toEqual({
      port: 3400,
      instances: [3401, 3402],
      redis: 6400,
      redisLimits: 6401,
    })
    expect(() => clusterPorts(env({ REDIS_LIMITS_PORT: 'x' }))).toThrow(/^REDIS_LIMITS_PORT invalide/)
  })

  it('refuses a port that is not one, in French', () => {
    expect(() => clusterPorts(env({ PORT: 'abc' }))).toThrow(/^PORT invalide \(abc\)/)
    expect(() => clusterPorts(env({ PORT: '65535' }))).toThrow(/PORT invalide/)
  })
})

describe('frontConfig', () => {
  const variables = frontVariables({ ...clusterPorts(env({ PORT: '3400' })), cacheDir: '/tmp/cache' })
  const config = frontConfig(template, variables)
  const lignes = config.split('\n').map((l) => l.trim())

  it('listens on PORT and balances the two instances of this run', () => {
    expect(lignes).toContain('listen 3400;')
    expect(lignes).toContain('server 127.0.0.1:3401 max_fails=1 fail_timeout=2s;')
    expect(lignes).toContain('server 127.0.0.1:3402 max_fails=1 fail_timeout=2s;')
    expect(config).not.toMatch(/\$\{/)
    // nginx's own variables stay for nginx.
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
  })

  it("replaces the client's X-Forwarded-For and retries a refused request on the other instance", () => {
    expect(lignes.filter((l) => /x-forwarded-for/i.test(l))).toEqual([
      'proxy_set_header X-Forwarded-For $remote_addr;',
    ])
    expect(lignes).toContain('proxy_next_upstream error timeout;')
  })

  it('keeps pages fresh 1 s, serves stale while refreshing or when the instances fail', () => {
    // a not-found answer is never stored: its URL is whatever a stranger writes
    expect(lignes).toContain('proxy_cache_valid 200 301 308 1s;')
    expect(lignes).toContain('proxy_cache_background_update on;')
    expect(lignes).toContain(
      'proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
    )
    expect(lignes).toContain('proxy_no_cache $mc_contourner $mc_reponse_privee $upstream_http_set_cookie;')
  })

  it('gives compose the same file: the container addresses replace the local ones', () => {
    const compose = frontConfig(template, {
      MC_PORT: '3000',
      MC_SERVER_NAMES: 'boutique.example',
      MC_INSTANCE_1: 'app1:3000',
      MC_INSTANCE_2: 'app2:3000',
      MC_CACHE_DIR: '/var/cache/nginx/boutique',
    })
    expect(compose).toContain('server app1:3000 max_fails=1')
    expect(compose).toContain('listen 3000;')
    expect(compose).toContain('server_name boutique.example;')
  })

  it('caches one site: no Host in the key, a default server that refuses other Hosts (issue 44)', () => {
    const conf = frontConfig(
      template,
      frontVariables({ port: 3500, instances: [3501, 3502], cacheDir: '/c' }),
    )
    const cle = /proxy_cache_key "([^"]*)"/.exec(conf)?.[1] ?? ''
    expect(cle).not.toMatch(/\$(http_host|host|server_name)/)
    expect(conf).toMatch(/listen 3500 default_server;\s*server_tokens off;\s*return 444;/)
  })

  it('answers SITE_URL’s host, and both spellings of the loopback', () => {
    expect(serverNames('https://boutique.example')).toBe('boutique.example')
    expect(serverNames('http://localhost:3500')).toBe('localhost 127.0.0.1')
    expect(serverNames('http://127.0.0.1:3300')).toBe('localhost 127.0.0.1')
  })

  it('refuses a missing variable', () => {
    expect(() => frontConfig('server ${ABSENTE};', {})).toThrow(/ABSENTE/)
  })
})

describe('writeFrontConfig', () => {
  it('writes nginx.conf into the run folder, and nginx accepts it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'))
    const file = writeFrontConfig({ dir, port: 3500, instances: [3501, 3502] })
    expect(file).toBe(path.join(dir, 'nginx.conf'))
    const nginx = findExecutable('nginx')
    expect(nginx, 'nginx (Debian) est installé par .ci/run').toBeTruthy()
    const t = spawnSync(nginx!, ['-t', '-c', file, '-p', dir], { encoding: 'utf8' })
    expect(t.stderr).toContain('syntax is ok')
    expect(t.status).toBe(0)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
