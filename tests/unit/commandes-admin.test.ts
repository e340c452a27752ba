// The order's admin speaks euros (issue 46, item 3): no field of an order or a credit note is labelled
// or described in « centimes » (amounts are drawn by the order page and the euro cells), the list is
// searched by number, e-mail and name, and the raw fields the order page replaces are not drawn again.
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Avoirs } from '@/collections/Avoirs'
import { Commandes } from '@/collections/Commandes'

/** Every field, nested ones included, with its label and description as an editor reads them. */
function champs(fields: Field[]): { name: string; textes: string[]; admin: Record<string, unknown> }[] {
  return fields.flatMap((f) => {
    const admin = ('admin' in f ? (f.admin ?? {}) : {}) as Record<string, unknown>
    const textes = [(f as { label?: unknown }).label, admin.description].filter(
      (t): t is string => typeof t === 'string',
    )
    const propres = 'name' in f ? [{ name: f.name, textes, admin }] : []
    const enfants = 'fields' in f ? champs(f.fields as Field[]) : []
    return [...propres, ...enfants]
  })
}

describe('the orders’ admin in euros', () => {
  it('labels and describes no field of an order or a credit note in centimes', () => {
    for (const collection of [Commandes, Avoirs]) {
      const enCentimes = champs(collection.fields).filter((c) => c.textes.some((t) => /centime/i.test(t)))
      expect(enCentimes.map((c) => c.name)).toEqual([])
    }
  })

  it('shows amounts in euros in the list and draws none as a raw number on the order', () => {
    const parNom = new Map(champs(Commandes.fields).map((c) => [c.name, c.admin]))
    for (const nom of ['sousTotal', 'fraisDePort', 'total', 'remise', 'montantRembourse']) {
      const composants = parNom.get(nom)?.components as { Cell?: string; Field?: string } | undefined
      expect(composants?.Cell, nom).toBe('/admin/fields/CelluleEuros#CelluleEuros')
      expect(composants?.Field, nom).toBe('/admin/fields/Invisible#Invisible')
    }
    expect(parNom.get('lignes')?.hidden).toBe(true)
    const fiche = parNom.get('fiche')?.components as { Field?: string }
    expect(fiche.Field).toBe('/admin/components/FicheCommande/FicheCommande#FicheCommande')
  })

  it('searches the list by number, e-mail and the customer’s name', () => {
    expect(Commandes.admin?.listSearchableFields).toEqual([
      'numero',
      'email',
      'facturation.nom',
      'adresseLivraison.nom',
    ])
  })
})
