// A copy of the project in a temporary folder, for the test that follows the recipes of docs/etendre.md
// on it (tests/unit-lent/recettes.test.ts): the sources, the migration script, the given integration
// helpers, the integration set-up files and one probe per recipe, node_modules linked, the project's
// compiler options on the copy alone.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const racine = fileURLToPath(new URL('../..', import.meta.url))

/** Copies the project into a new temporary folder; each probe becomes tests/int/<nom>/sonde.test.ts. */
export function copierProjet(sondes: Record<string, string>, aides: string[]) {
  const dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-recettes-'))
  const copie = path.join(dossier, 'projet')
  fs.mkdirSync(path.join(copie, 'scripts'), { recursive: true })
  for (const f of ['src', 'payload.config.ts', 'package.json', 'vitest.config.ts'])
    fs.cpSync(path.join(racine, f), path.join(copie, f), { recursive: true })
  for (const f of ['migrate-reset.sh', 'migrate-reset.ts', 'run-ts.mjs', 'lib'])
    fs.cpSync(path.join(racine, 'scripts', f), path.join(copie, 'scripts', f), { recursive: true })
  fs.mkdirSync(path.join(copie, 'tests/int/helpers'), { recursive: true })
  for (const f of aides)
    fs.copyFileSync(path.join(racine, 'tests/int/helpers', f), path.join(copie, 'tests/int/helpers', f))
  for (const [nom, sonde] of Object.entries(sondes)) {
    fs.mkdirSync(path.join(copie, 'tests/int', nom))
    fs.copyFileSync(sonde, path.join(copie, 'tests/int', nom, 'sonde.test.ts'))
  }
  // The integration project's set-up files (vitest.config.ts names them).
  for (const f of ['isolement.ts', 'mongo-par-fichier.ts'])
    fs.copyFileSync(path.join(racine, 'tests/int', f), path.join(copie, 'tests/int', f))
  fs.symlinkSync(path.join(racine, 'node_modules'), path.join(copie, 'node_modules'))
  const tsconfig = JSON.parse(fs.readFileSync(path.join(racine, 'tsconfig.json'), 'utf8'))
  tsconfig.compilerOptions.incremental = false
  tsconfig.include = ['src/**/*.ts', 'src/**/*.tsx', 'payload.config.ts', 'tests/int/**/*.ts']
  fs.writeFileSync(path.join(copie, 'tsconfig.json'), JSON.stringify(tsconfig))
  return { dossier, copie }
}

/** What the files under `sous` of a folder hold, relative path → text. */
export function contenus(dossier: string, sous: string[]): Map<string, string> {
  const fichiers = new Map<string, string>()
  for (const s of sous)
    for (const f of fs.readdirSync(path.join(dossier, s), { recursive: true, withFileTypes: true }))
      if (f.isFile()) {
        const chemin = path.join(f.parentPath, f.name)
        fichiers.set(path.relative(dossier, chemin), fs.readFileSync(chemin, 'utf8'))
      }
  return fichiers
}

/** The files whose text differs between two `contenus`, sorted. */
export const differents = (avant: Map<string, string>, apres: Map<string, string>) =>
  [...new Set([...avant.keys(), ...apres.keys()])].filter((f) => avant.get(f) !== apres.get(f)).sort()

/** Runs a command in the copy, without the caller's DATABASE_URI. */
export function lancer(commande: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const { DATABASE_URI: _base, ...base } = process.env
  const r = spawnSync(commande, args, {
    cwd,
    env: { ...base, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  })
  return { code: r.status, sortie: `${r.stdout}${r.stderr}` }
}

/**
 * The recipes' last steps: the migration, the type-check and the probes, whose outputs it returns by
 * probe name (each writes <SONDE_SORTIE>/<nom>/sortie.json).
 */
export function migrerTyperSonder(dossier: string, copie: string, noms: string[]) {
  const migration = lancer('bash', ['scripts/migrate-reset.sh'], copie)
  if (migration.code !== 0) throw new Error(`npm run migrate:reset a échoué :\n${migration.sortie}`)
  const typage = lancer(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], copie)
  const sorties = path.join(dossier, 'sorties')
  const sondage = lancer(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'integration',
      ...noms.map((nom) => `tests/int/${nom}/sonde.test.ts`),
    ],
    copie,
    { SONDE_SORTIE: sorties, PAYLOAD_SECRET: 'secret-de-test', MC_ENTRETIEN: 'off' },
  )
  if (sondage.code !== 0) throw new Error(`Une sonde a échoué :\n${sondage.sortie.slice(-4000)}`)
  const lus = Object.fromEntries(
    noms.map((nom) => [nom, JSON.parse(fs.readFileSync(path.join(sorties, nom, 'sortie.json'), 'utf8'))]),
  )
  return { typage, lus: lus as Record<string, unknown> }
}
