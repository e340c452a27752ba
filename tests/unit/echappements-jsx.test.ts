// @vitest-environment node
// A JSX attribute written as a string (`body="«\u00a0…"`) or JSX text does not read escape sequences:
// the admin's dialog printed « «\u00a0données restreintes\u00a0» » literally. Every such string in src/
// must be written as an expression (`body={'…\u00a0…'}`) or with the character itself.
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const fichiers = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? fichiers(p) : p.endsWith('.tsx') ? [p] : []
  })

/** Each JSX string attribute or text of a file that contains a backslash escape, shown raw. */
function echappementsBruts(fichier: string): string[] {
  const source = ts.createSourceFile(fichier, fs.readFileSync(fichier, 'utf8'), ts.ScriptTarget.Latest, true)
  const trouves: string[] = []
  const visiter = (n: ts.Node) => {
    const brut =
      ts.isJsxAttribute(n) && n.initializer && ts.isStringLiteral(n.initializer)
        ? n.initializer.getText(source)
        : ts.isJsxText(n)
          ? n.getText(source)
          : ''
    if (/\\(u[0-9a-fA-F{]|x[0-9a-fA-F]|n|t)/.test(brut)) {
      const ligne = source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1
      trouves.push(`${fichier}:${ligne} ${brut.trim().slice(0, 60)}`)
    }
    ts.forEachChild(n, visiter)
  }
  visiter(source)
  return trouves
}

describe('escape sequences in JSX', () => {
  it('none is printed raw in src/', () => {
    expect(fichiers('src').flatMap(echappementsBruts)).toEqual([])
  })

  it('the check finds one (a string attribute and a text)', () => {
    const essai = path.join(fs.mkdtempSync(path.join(process.cwd(), 'tests/.tmp-')), 'Essai.tsx')
    try {
      fs.writeFileSync(essai, 'export const A = () => <p title="a\\u00a0b">c\\u00a0d {\'e\\u00a0f\'}</p>\n')
      expect(echappementsBruts(essai)).toHaveLength(2)
    } finally {
      fs.rmSync(path.dirname(essai), { recursive: true, force: true })
    }
  })
})
