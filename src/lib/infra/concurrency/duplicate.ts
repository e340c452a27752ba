const DUPLICATE = /UNIQUE|E11000|duplicate|unique|unicit/i

/** A second insert of the same id: SQLite's primary key (in the cause of drizzle's « Failed query »),
 *  MongoDB's E11000, or Payload's unique check. */
export function isDuplicate(err: unknown, depth = 0): boolean {
  if (!err || depth > 3) return false
  const e = err as { message?: unknown; data?: unknown; cause?: unknown }
  if (DUPLICATE.test(`${String(e.message ?? '')} ${JSON.stringify(e.data ?? '')}`)) return true
  return isDuplicate(e.cause, depth + 1)
}
