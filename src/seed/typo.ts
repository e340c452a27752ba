/** French typography for seed texts: an ordinary space typed before : ; ? ! » or after « becomes a
 *  no-break space. Unlike a blanket rule it never adds a space ("3:4", URLs and English stay intact). */
export function fr(text: string): string {
  return text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
}

const RAW_KEYS = new Set([
  'slug',
  'email',
  'password',
  'couleur',
  'type',
  'tag',
  'listType',
  'mode',
  'format',
  'direction',
])

/** `fr` applied to every string of a document about to be written, keys and identifiers excepted. */
export function frDeep<T>(value: T, key?: string): T {
  if (typeof value === 'string') return (key && RAW_KEYS.has(key) ? value : fr(value)) as T
  if (Array.isArray(value)) return value.map((v) => frDeep(v, key)) as T
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frDeep(v, k)])) as T
  }
  return value
}
