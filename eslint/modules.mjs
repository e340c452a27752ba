// The modules of src/lib and their doors (issue 48, item 1; docs/decisions/0220-modules-et-portes.md).
// A module is a folder of src/lib (a domain: `src/lib/commande`) or of src/lib/infra (the infrastructure:
// `src/lib/infra/http`); src/lib/data and src/lib/payload are layers of their own, outside this rule.
// `modules/one-door`: from outside a module, only its door is imported: `@/lib/<module>` (index.ts) or,
// for code that runs without the server (the browser, the proxy), `@/lib/<module>/client`.
// `modules/layers`: infrastructure imports no domain module (nor src/lib/data): arrows point down.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const LIB = path.join(root, 'src', 'lib')
const DOORS = new Set(['', 'index', 'index.ts', 'client', 'client.ts'])

/** The file or folder an import names, relative to src/lib, as segments; null outside src/lib. */
function underLib(filename, source) {
  let target
  if (source.startsWith('@/')) target = path.join(root, 'src', source.slice(2))
  else if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source)
  else return null
  const relative = path.relative(LIB, target)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative === '' ? [] : relative.split(path.sep)
}

/** `{ name, rest }` of the module holding these segments (rest: the path inside it); null outside any. */
function moduleOf(segments) {
  if (!segments?.length || segments[0] === 'data' || segments[0] === 'payload') return null
  if (segments[0] === 'infra')
    return segments.length > 1 ? { name: `infra/${segments[1]}`, rest: segments.slice(2) } : null
  return { name: segments[0], rest: segments.slice(1) }
}

/** Calls `check(node, source)` for every import, re-export and dynamic import of a literal path. */
const imports = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
})

/** @type {import('eslint').Rule.RuleModule} */
const oneDoor = {
  meta: {
    type: 'problem',
    docs: { description: 'A module of src/lib is imported through its door (index.ts, client.ts).' },
    schema: [],
    messages: {
      inside:
        '`{{source}}` est l’intérieur du module `{{module}}` : importez sa porte, `@/lib/{{module}}` (ou `@/lib/{{module}}/client` dans le navigateur).',
    },
  },
  create(context) {
    const own = moduleOf(path.relative(LIB, context.filename).split(path.sep))?.name
    return imports((node, source) => {
      if (typeof source !== 'string') return
      const target = moduleOf(underLib(context.filename, source))
      if (!target || target.name === own) return
      const door = target.rest.length <= 1 && DOORS.has(target.rest[0] ?? '')
      if (!door) context.report({ node, messageId: 'inside', data: { source, module: target.name } })
    })
  },
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Infrastructure (src/lib/infra) imports no domain module.' },
    schema: [],
    messages: {
      upward:
        'L’infrastructure n’importe pas le domaine : `{{source}}` est au-dessus de src/lib/infra (passez la valeur en paramètre, ou déplacez le code dans le domaine).',
    },
  },
  create(context) {
    const own = path.relative(LIB, context.filename).split(path.sep)
    if (own[0] !== 'infra') return {}
    return imports((node, source) => {
      if (typeof source !== 'string') return
      const target = underLib(context.filename, source)
      if (target?.length && target[0] !== 'infra' && target[0] !== 'payload')
        context.report({ node, messageId: 'upward', data: { source } })
    })
  },
}

export const modules = { rules: { 'one-door': oneDoor, layers } }
