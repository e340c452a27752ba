// Renames declarations with TypeScript's language service, the same rename an editor does:
//   node scripts/rename.mjs <file>:<old>:<new> ...
// Every declaration of <old> in <file> (functions, variables, parameters, members) is renamed with all its
// references across the project (tsconfig.json's files); a shorthand property keeps its key
// (`{ cle }` becomes `{ cle: key }`), so the data a name carries does not change. Files outside the
// TypeScript program (.mjs) are renamed by hand; check `typeof import(…).name` afterwards, where
// TypeScript 5 was seen to return a short span.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = process.cwd()
const configPath = path.join(root, 'tsconfig.json')
const parsed = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, ts.sys.readFile).config,
  ts.sys,
  root,
)
const files = new Map(
  parsed.fileNames.map((f) => [path.resolve(f), { version: 0, text: fs.readFileSync(f, 'utf8') }]),
)
const host = {
  getScriptFileNames: () => [...files.keys()],
  getScriptVersion: (f) => String(files.get(path.resolve(f))?.version ?? 0),
  getScriptSnapshot: (f) => {
    const e = files.get(path.resolve(f))
    const text = e ? e.text : ts.sys.readFile(f)
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
  },
  getCurrentDirectory: () => root,
  getCompilationSettings: () => parsed.options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
}
const service = ts.createLanguageService(host, ts.createDocumentRegistry())

const isDeclarationName = (id) => {
  const p = id.parent
  return (
    (ts.isVariableDeclaration(p) ||
      ts.isParameter(p) ||
      ts.isFunctionDeclaration(p) ||
      ts.isBindingElement(p) ||
      ts.isPropertySignature(p) ||
      ts.isMethodSignature(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isTypeAliasDeclaration(p) ||
      ts.isInterfaceDeclaration(p) ||
      ts.isClassDeclaration(p) ||
      ts.isFunctionExpression(p) ||
      ts.isEnumMember(p) ||
      ts.isTypeParameterDeclaration(p)) &&
    p.name === id
  )
}

function findDeclaration(file, name) {
  const sf = service.getProgram().getSourceFile(file)
  let found
  const visit = (n) => {
    if (found) return
    if (ts.isIdentifier(n) && n.text === name && isDeclarationName(n)) found = n
    else ts.forEachChild(n, visit)
  }
  visit(sf)
  return found
}

for (const arg of process.argv.slice(2)) {
  const [rel, from, to] = arg.split(':')
  const file = path.resolve(rel)
  let count = 0
  for (;;) {
    const id = findDeclaration(file, from)
    if (!id) break
    const locs = service.findRenameLocations(file, id.getStart(), false, false, {
      providePrefixAndSuffixTextForRename: true,
    })
    if (!locs) throw new Error(`cannot rename ${arg}`)
    const byFile = new Map()
    for (const l of locs) byFile.set(l.fileName, [...(byFile.get(l.fileName) ?? []), l])
    for (const [f, ls] of byFile) {
      const e = files.get(path.resolve(f))
      let text = e.text
      for (const l of ls.sort((a, b) => b.textSpan.start - a.textSpan.start))
        text =
          text.slice(0, l.textSpan.start) +
          (l.prefixText ?? '') +
          to +
          (l.suffixText ?? '') +
          text.slice(l.textSpan.start + l.textSpan.length)
      e.text = text
      e.version++
      fs.writeFileSync(f, text)
    }
    count++
    if (count > 50) throw new Error(`loop on ${arg}`)
  }
  console.log(`${arg}: ${count} declaration(s)`)
}
