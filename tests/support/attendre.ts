/** Polls `lire` every 20 ms until it holds; the time it took, or an error after `ms`. */
export async function dans(ms: number, lire: () => boolean | Promise<boolean>): Promise<number> {
  const debut = Date.now()
  for (;;) {
    if (await lire()) return Date.now() - debut
    if (Date.now() - debut > ms) throw new Error(`pas dans les ${ms} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
