import { toSlug } from '@/lib/catalogue'

type Node = { type?: string; text?: string; tag?: string; children?: Node[] }

/** Plain text of a Lexical node and its children. */
export function texteDe(node: Node): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(texteDe).join('')
}

/** Stable anchor of a heading: `Droit de rétractation` → `droit-de-retractation`. An explicit
 *  anchor may be written at the end of the heading as `{#retractation}`. */
export function ancreDe(text: string): { id: string; label: string } {
  const m = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(text)
  if (m) return { id: m[1], label: text.slice(0, m.index) }
  return { id: toSlug(text), label: text }
}

/** Table of contents of a rich text value: its h2 headings. */
export function sommaire(value: unknown): { id: string; label: string }[] {
  const root = (value as { root?: Node } | null)?.root
  return (root?.children ?? [])
    .filter((n) => n.type === 'heading' && n.tag === 'h2')
    .map((n) => ancreDe(texteDe(n)))
}
