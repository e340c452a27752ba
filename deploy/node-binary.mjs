// The image's Node: the binary of package.json's `node` package, the very Node that made the build
// (docs/decisions/0121-image-depuis-le-build.md), without its symbol tables. They are 18 MB of its 127
// and serve only to name native frames in a debugger or a crash report; the JavaScript stack traces keep
// their names. Without binutils' `strip` (the `docker run node:…` way of the README), it goes in whole.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * Copies `from` to `to`, stripped when `strip` is there, then checks that the copy still runs.
 * @returns {boolean} whether it was stripped
 */
export function copyNode(from, to) {
  fs.rmSync(to, { force: true })
  const stripped = spawnSync('strip', ['--strip-all', '-o', to, from], { stdio: 'ignore' }).status === 0
  if (!stripped) {
    fs.copyFileSync(from, to)
    console.warn('strip absent (binutils) : le Node de l’image garde ses symboles (18 Mo de plus).')
  }
  fs.chmodSync(to, 0o755)
  const version = execFileSync(to, ['--version'], { encoding: 'utf8' }).trim()
  const expected = execFileSync(from, ['--version'], { encoding: 'utf8' }).trim()
  if (version !== expected) throw new Error(`Node de l’image : ${version} au lieu de ${expected}`)
  return stripped
}
