/** One field's change, as the audit trail shows it: amounts in cents, relations by id. */
export type Ecart = { champ: string; avant: unknown; apres: unknown }

/** Bookkeeping fields, and the virtual or UI ones that are not data. */
const IGNORES = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'lienFacture',
  'lienAvoir',
  'rembourser',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'resetPasswordExpiration',
  '_verified',
  '_verificationToken',
])
/** Secrets: their change is recorded, never their value. */
const SECRETS = new Set(['hash', 'salt', 'password', 'resetPasswordToken', 'apiKey', 'apiKeyIndex'])

const EST_DOCUMENT = (v: object): v is { id: unknown } => 'id' in v && ('createdAt' in v || 'updatedAt' in v)

/** A value as stored: a populated relation becomes its id, dates stay ISO strings. */
export function normaliser(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normaliser)
  if (v && typeof v === 'object') {
    if (EST_DOCUMENT(v)) return v.id
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normaliser(x)]))
  }
  return v === undefined ? null : v
}

/** The fields whose value differs between the two states, top-level, with both values. */
export function ecarts(
  avant: Record<string, unknown> | null,
  apres: Record<string, unknown> | null,
  virtuels: ReadonlySet<string> = new Set(),
): Ecart[] {
  const champs = new Set([...Object.keys(avant ?? {}), ...Object.keys(apres ?? {})])
  const liste: Ecart[] = []
  for (const champ of [...champs].sort()) {
    if (IGNORES.has(champ) || virtuels.has(champ)) continue
    const a = normaliser(avant?.[champ])
    const b = normaliser(apres?.[champ])
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    if (!SECRETS.has(champ)) liste.push({ champ, avant: a, apres: b })
    // One side unread (Payload hides them from some reads) is not a change.
    else if (a !== null && b !== null) liste.push({ champ, avant: '•••', apres: '•••' })
  }
  return liste
}
