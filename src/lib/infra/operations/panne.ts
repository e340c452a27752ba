/**
 * Test-only crash seam: when MC_TEST_CRASH_AT names this point, the process kills itself with SIGKILL
 * (no `finally`, no shutdown hook, exactly like an OOM kill or a pulled plug). The crash tests
 * (tests/int/commande-pannes.test.ts) use it to stop a child process between two writes. Inert in
 * production and whenever the variable is unset.
 */
export type PointDePanne =
  | 'apres-commande'
  | 'apres-session'
  | 'webhook-apres-transition'
  | 'webhook-apres-recu'
  | 'envoi-apres-reservation'

export function pointDePanne(point: PointDePanne): void {
  if (process.env.NODE_ENV === 'production') return
  if (process.env.MC_TEST_CRASH_AT !== point) return
  process.stdout.write(`PANNE ${point}\n`)
  process.kill(process.pid, 'SIGKILL')
}
