import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** The storefront's data modules read through the Payload config (src/lib/payload/client.ts): each one
 *  says `import 'server-only'`, so that a client component importing it fails the build instead of
 *  shipping the config to the browser. Modules that Payload itself runs take `req.payload` instead. */
const DOSSIER = path.resolve('src/lib/data')

describe("import 'server-only'", () => {
  const modules = fs.readdirSync(DOSSIER).filter((f) => f.endsWith('.ts'))
  const lisentLaConfig = modules.filter((f) =>
    /from '(@payload-config|@\/lib\/payload\/client)'/.test(fs.readFileSync(path.join(DOSSIER, f), 'utf8')),
  )

  it('finds the data modules that read through the config', () => {
    expect(lisentLaConfig).toEqual(expect.arrayContaining(['produits.ts', 'reglages.ts']))
  })

  it.each(lisentLaConfig)('%s starts with it', (f) => {
    expect(fs.readFileSync(path.join(DOSSIER, f), 'utf8').startsWith("import 'server-only'\n")).toBe(true)
  })
})
