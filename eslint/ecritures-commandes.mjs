// One owner for order writes (issue 46, item 6; docs/decisions/0209): every create, update or delete of
// `commandes` goes through src/lib/commande/ecritures/, whose public functions say how an order changes.
// Elsewhere this rule reports a local API or database write whose argument names the collection
// (`payload.update({ collection: 'commandes', … })`, `payload.db.updateOne(…)`), a conditional write
// on it (`majConditionnelle(payload, 'commandes', …)`) and its MongoDB model (`db.collections.commandes`).
// eslint.config.mjs exempts the module itself.

const ECRITURES = new Set([
  'create',
  'update',
  'delete',
  'duplicate',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'upsert',
])
const COLLECTION = 'commandes'
const MESSAGE =
  'Une écriture de `commandes` passe par src/lib/commande/ecritures/ (une fonction nommée par ce qu’elle change).'

const nomDe = (noeud) =>
  noeud?.type === 'Identifier'
    ? noeud.name
    : noeud?.type === 'MemberExpression'
      ? nomDe(noeud.property)
      : null

const estCommandes = (noeud) => noeud?.type === 'Literal' && noeud.value === COLLECTION

/** `x as never`, `x satisfies T`, `x!`: the expression itself. */
const nu = (noeud) =>
  ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(noeud?.type)
    ? nu(noeud.expression)
    : noeud

/** `{ collection: 'commandes', … }` */
const nommeCommandes = (brut) => {
  const arg = nu(brut)
  return (
    arg?.type === 'ObjectExpression' &&
    arg.properties.some(
      (p) => p.type === 'Property' && !p.computed && nomDe(p.key) === 'collection' && estCommandes(p.value),
    )
  )
}

const unSeulEcrivain = {
  meta: {
    type: 'problem',
    docs: { description: 'Order writes go through src/lib/commande/ecritures/.' },
    schema: [],
    messages: { ailleurs: MESSAGE },
  },
  create(context) {
    return {
      CallExpression(noeud) {
        const nom = nomDe(noeud.callee)
        const ecrit =
          (noeud.callee.type === 'MemberExpression' &&
            ECRITURES.has(nom) &&
            nommeCommandes(noeud.arguments[0])) ||
          (nom === 'majConditionnelle' && estCommandes(noeud.arguments[1]))
        if (ecrit) context.report({ node: noeud, messageId: 'ailleurs' })
      },
      // The MongoDB model itself (`payload.db.collections.commandes`): a write that skips the adapter.
      MemberExpression(noeud) {
        if (nomDe(noeud.object) === 'collections' && !noeud.computed && nomDe(noeud.property) === COLLECTION)
          context.report({ node: noeud, messageId: 'ailleurs' })
      },
    }
  },
}

export const commandes = { rules: { 'one-writer': unSeulEcrivain } }
