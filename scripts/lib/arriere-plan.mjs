// A backup is background work: imported first by scripts/db-backup.ts, it gives the processor to the
// shop it copies (the lowest priority; the backup bench measures the shop's p99 while one runs).
import os from 'node:os'

try {
  os.setPriority(19)
} catch {
  // Not permitted here: the backup runs at the normal priority.
}
