import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'

/**
 * A real redis-server for a test suite, on a free port, keeping nothing on disk. `arreter()` kills it
 * (SIGKILL: a crash, not a clean shutdown), `demarrer()` brings it back on the same port, empty, and
 * `suspendre()` leaves it hanging.
 *
 *   const serveur = await startRedis()
 *   process.env.REDIS_URL = serveur.url
 *   afterAll(() => serveur.stop())
 */
export const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server'

export type ServeurRedis = {
  url: string
  port: number
  /** Kills the server without warning. */
  arreter: () => Promise<void>
  /** Starts it again on the same port. */
  demarrer: () => Promise<void>
  /** Freezes it (SIGSTOP): connections stay open, nothing answers. `reprendre()` undoes it. */
  suspendre: () => void
  reprendre: () => void
  /** Stops it for good (afterAll). */
  stop: () => Promise<void>
}

export const redisDisponible = () => existsSync(REDIS_SERVER)

function portLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.unref()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/**
 * Whether the redis-server of process `pid` answers on `port`. Not merely "something accepts": a port
 * found free can be taken before the server binds it (another suite's process, or the other server of
 * two started side by side), and the server then exits while the other listener answers.
 */
function repond(port: number, pid: number | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    let lu = ''
    const c = net.connect(port, '127.0.0.1')
    const fin = (ok: boolean) => (c.destroy(), resolve(ok))
    c.setTimeout(1_000, () => fin(false))
    c.once('connect', () => c.write('INFO server\r\n'))
    c.on('data', (d) => {
      lu += d
      const m = /process_id:(\d+)/.exec(lu)
      if (m) fin(Number(m[1]) === pid)
    })
    c.once('error', () => fin(false))
    c.once('end', () => fin(false))
  })
}

export async function startRedis(): Promise<ServeurRedis> {
  let port = await portLibre()
  let proc: ChildProcess | null = null

  const demarrer = async () => {
    const p = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    proc = p
    let sortie: string | null = null
    p.once('exit', (code) => (sortie = `redis-server s'est arrêté (code ${code}).`))
    const limite = Date.now() + 10_000
    while (!(await repond(port, p.pid))) {
      if (sortie) throw new Error(sortie)
      if (Date.now() > limite) throw new Error(`redis-server ne répond pas sur le port ${port}.`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  const arreter = async () => {
    const p = proc
    proc = null
    if (!p || p.exitCode !== null) return
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve())
      p.kill('SIGKILL')
    })
  }

  const signal = (s: NodeJS.Signals) => () => void proc?.kill(s)

  // The port taken between its choice and the server's bind: another port, at most twice more.
  for (let essai = 1; ; essai++) {
    try {
      await demarrer()
      break
    } catch (err) {
      if (essai === 3) throw err
      port = await portLibre()
    }
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    arreter,
    demarrer,
    suspendre: signal('SIGSTOP'),
    reprendre: signal('SIGCONT'),
    stop: arreter,
  }
}

/** Closes this process's Redis connections (the shared client and the subscribed one), so that a
 *  suite's server can stop. */
export async function fermerConnexionsRedis(): Promise<void> {
  const { broadcast } = await import('@/lib/infra/redis/broadcast')
  await broadcast()?.close()
  const { closeRedis } = await import('@/lib/infra/redis/connection')
  await closeRedis()
}
