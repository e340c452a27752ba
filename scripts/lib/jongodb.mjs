// Starts the MongoDB-wire-compatible test server shipped by @jongodb/memory-server-bin-linux-x64-gnu
// (no real mongod can be installed here, see docs/SPECIFICATION.md §14) and resolves with its URI.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

export function startJongodb() {
  const require = createRequire(import.meta.url)
  const pkg = path.dirname(require.resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json'))
  const child = spawn(
    path.join(pkg, 'bin/jongodb'),
    ['--host=127.0.0.1', '--port=0', '--topology-profile=singleNodeReplicaSet', '--replica-set-name=rs0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error('jongodb ne répond pas après 30 s')), 30_000)
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`jongodb s'est arrêté (code ${code})`)))
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      const match = /JONGODB_URI=(\S+)/.exec(buffer)
      if (match) {
        clearTimeout(timer)
        // A runner that ends without stopping it (a crash, a killed worker) leaves no server behind.
        const orphan = () => child.kill('SIGKILL')
        process.once('exit', orphan)
        resolve({
          uri: match[1],
          stop: () => {
            process.off('exit', orphan)
            child.kill('SIGTERM')
          },
        })
      }
    })
  })
}
