/**
 * Lexical JSON from simple blocks, so the seed data stays readable prose.
 * A block is a paragraph (plain string), a heading `{ h2: '…' }` / `{ h3: '…' }` or a bullet list `{ ul: [...] }`.
 */
export type Block = string | { h2: string } | { h3: string } | { ul: string[] }

type Node = Record<string, unknown>

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

const text = (value: string): Node => ({
  type: 'text',
  text: value,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const paragraph = (value: string): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
})

const heading = (tag: 'h2' | 'h3', value: string): Node => ({
  ...base,
  type: 'heading',
  tag,
  children: [text(value)],
})

const list = (items: string[]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
})

function block(b: Block): Node {
  if (typeof b === 'string') return paragraph(b)
  if ('h2' in b) return heading('h2', b.h2)
  if ('h3' in b) return heading('h3', b.h3)
  return list(b.ul)
}

/** The `{ root }` value Payload's richText fields store. */
export function richText(blocks: Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(block) } }
}

/** Headings of a rich text value, in order (used by tests and anchors). */
export function headingsOf(value: unknown): string[] {
  const root = (value as { root?: { children?: Node[] } } | null)?.root
  return (root?.children ?? [])
    .filter((n) => n.type === 'heading')
    .map((n) => ((n.children as Node[]) ?? []).map((c) => String(c.text ?? '')).join(''))
}
