import type { ChoixPrix } from '@/lib/admin/client'

import type { Saisie } from './regleForm'

type Props = ChoixPrix & { saisie: Saisie; changer: (s: Partial<Saisie>) => void; ids: string[] }

function Radio<K extends keyof Saisie>(p: {
  nom: K
  valeur: Saisie[K]
  saisie: Saisie
  changer: Props['changer']
  children: React.ReactNode
}) {
  return (
    <label>
      <input
        type="radio"
        name={p.nom}
        checked={p.saisie[p.nom] === p.valeur}
        onChange={() => p.changer({ [p.nom]: p.valeur } as Partial<Saisie>)}
      />{' '}
      {p.children}
    </label>
  )
}

type Champs = Pick<Props, 'saisie' | 'changer'>

/** Which products: the selection (when there is one), a collection, or the whole catalogue. */
function PorteeRegle({ saisie, changer, ids, collections }: Champs & Pick<Props, 'ids' | 'collections'>) {
  const r = { saisie, changer }
  return (
    <fieldset>
      <legend>Produits</legend>
      {ids.length > 0 && (
        <Radio nom="portee" valeur="selection" {...r}>
          {ids.length === 1 ? 'Le produit sélectionné' : `Les ${ids.length} produits sélectionnés`}
        </Radio>
      )}
      <Radio nom="portee" valeur="collection" {...r}>
        La collection{'\u00a0'}:{' '}
        <select
          aria-label="Collection"
          value={saisie.collection}
          onChange={(e) => changer({ portee: 'collection', collection: e.target.value })}
        >
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom}
            </option>
          ))}
        </select>
      </Radio>
      <Radio nom="portee" valeur="catalogue" {...r}>
        Tout le catalogue
      </Radio>
    </fieldset>
  )
}

/** The rule itself: up or down, by an amount or a percentage, and its rounding. */
function RegleDePrix({ saisie, changer }: Champs) {
  const r = { saisie, changer }
  const libelle = saisie.mode === 'montant' ? 'Montant en euros' : 'Pourcentage'
  return (
    <fieldset>
      <legend>Règle</legend>
      <div className="mc-edition__actions">
        <Radio nom="sens" valeur="hausse" {...r}>
          Augmenter
        </Radio>
        <Radio nom="sens" valeur="baisse" {...r}>
          Baisser
        </Radio>
      </div>
      <div className="mc-edition__actions">
        <Radio nom="mode" valeur="montant" {...r}>
          d’un montant (€)
        </Radio>
        <Radio nom="mode" valeur="pourcentage" {...r}>
          d’un pourcentage (%)
        </Radio>
      </div>
      <label>
        {libelle}
        {'\u00a0'}:{' '}
        <input
          inputMode="decimal"
          aria-label={libelle}
          placeholder={saisie.mode === 'montant' ? 'ex. 1,50' : 'ex. 10'}
          value={saisie.valeur}
          onChange={(e) => changer({ valeur: e.target.value })}
          style={{ width: '8rem' }}
        />
      </label>
      <div className="mc-edition__actions">
        <Radio nom="arrondi" valeur="centime" {...r}>
          Arrondi au centime
        </Radio>
        <Radio nom="arrondi" valeur="90" {...r}>
          Arrondi à ,90
        </Radio>
      </div>
    </fieldset>
  )
}

/** The rule's fields: scope, format, direction, amount or percentage, rounding. */
export function ChampsRegle({ saisie, changer, ids, collections, formats }: Props) {
  return (
    <>
      <PorteeRegle saisie={saisie} changer={changer} ids={ids} collections={collections} />
      <label>
        Prix visés{'\u00a0'}:{' '}
        <select
          aria-label="Prix visés"
          value={saisie.format}
          onChange={(e) => changer({ format: e.target.value })}
        >
          <option value="">Tous les formats (le prix du produit et ses prix propres)</option>
          {formats.map((f) => (
            <option key={f.code} value={f.code}>
              {f.parDefaut
                ? `${f.libelle} seul (format par défaut, les autres ne bougent pas)`
                : `${f.libelle} seul`}
            </option>
          ))}
        </select>
      </label>
      <RegleDePrix saisie={saisie} changer={changer} />
    </>
  )
}
