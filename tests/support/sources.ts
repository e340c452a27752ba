import fs from 'node:fs'
import path from 'node:path'

// The sources as the layout tests read them (tests/unit/disposition.test.ts, sauts.test.ts).

export const SRC = path.resolve('src')

/** Every .ts and .tsx file under `dossier` (declarations left out). */
export function fichiers(dossier: string): string[] {
  return fs.readdirSync(dossier, { withFileTypes: true }).flatMap((e) => {
    const chemin = path.join(dossier, e.name)
    if (e.isDirectory()) return fichiers(chemin)
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [chemin] : []
  })
}

/** The source file an import names (`@/…` or relative), or null for a package. */
export function resoudre(depuis: string, nom: string): string | null {
  const base = nom.startsWith('@/')
    ? path.join(SRC, nom.slice(2))
    : nom.startsWith('.')
      ? path.resolve(path.dirname(depuis), nom)
      : null
  if (!base) return null
  for (const suffixe of ['.ts', '.tsx', '/index.ts', '/index.tsx', ''])
    if (fs.existsSync(base + suffixe) && fs.statSync(base + suffixe).isFile()) return base + suffixe
  return null
}
