// The project pins its runtime: the `node` package (package.json) installs Node 24 in
// node_modules/.bin, which npm scripts put first on PATH. A script started with another Node (the
// system's, e.g. `node scripts/start.mjs` on a machine whose Node is 20) stops with one French line.
export const NODE_MAJOR = 24

export function nodeMajor(version = process.version) {
  return Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0)
}

/** Returns the French line that refuses `version`, or null when it is the pinned major or newer. */
export function nodeRefusal(version = process.version) {
  if (nodeMajor(version) >= NODE_MAJOR) return null
  return `Node ${NODE_MAJOR} requis, ce processus tourne sous ${version} : lancez-le par npm (npm start, npm test, npm run …), qui utilise node_modules/.bin/node, ou installez les dépendances avec npm ci.`
}

export function assertNodeVersion() {
  const refusal = nodeRefusal()
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
}
