// `node --import ./tests/support/module-log.mjs …` appends the format and URL of every module Node loads
// to the file named by MODULE_LOG (tests/unit-lent/run-ts.test.ts). The same file serves as the hooks module.
import fs from 'node:fs'
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

if (isMainThread) register(import.meta.url)

export async function load(url, context, next) {
  const result = await next(url, context)
  fs.appendFileSync(process.env.MODULE_LOG, `${result.format} ${url}\n`)
  return result
}
