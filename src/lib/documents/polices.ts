import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The invoice's fonts, embedded in the PDF as PDF/A requires: Source Sans 3 (the shop's text face, SIL
 * Open Font License) from its Fontsource package, regular and bold, Latin subset (which has é, œ, €, ’,
 * « » and the narrow no-break space). Read once per process. From the working directory, as `next
 * start` and the scripts run from the project's root: a bundler must not rewrite the path.
 */
const DOSSIER = ['node_modules', '@fontsource', 'source-sans-3', 'files']
const FICHIERS = {
  normal: 'source-sans-3-latin-400-normal.woff',
  gras: 'source-sans-3-latin-700-normal.woff',
} as const

let lues: Promise<Record<keyof typeof FICHIERS, Uint8Array>> | null = null

export function policesFacture(): Promise<Record<keyof typeof FICHIERS, Uint8Array>> {
  lues ??= (async () => {
    const lire = (f: string) => fs.readFile(path.join(process.cwd(), ...DOSSIER, f))
    const [normal, gras] = await Promise.all([lire(FICHIERS.normal), lire(FICHIERS.gras)])
    return { normal: new Uint8Array(normal), gras: new Uint8Array(gras) }
  })().catch((e: unknown) => {
    lues = null
    throw e
  })
  return lues
}
