import type { Payload } from 'payload'

import { attacherDocument } from '@/lib/commande'
import type { Commande } from '@/payload-types'

import { attribuerNumero, liberer, type Serie } from './numero'
import { cheminDeCle, cleDocument, ecrireSiAbsent, reserverNumero, sha256 } from '../documents'

export type Emis = { numero: string; le: string; cle: string; chemin: string; sha256: string }

const lire = async (payload: Payload, id: Commande['id']) =>
  (await payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true })) as Commande

/**
 * Issues a document of an order once: its number (src/lib/facture/numero.ts), its entry in the store's
 * register, its file written once, then its storage key and sha256 recorded on the order. A number the
 * store gives to another database's order (a restored or copied database) is yielded and the next one
 * taken: a file of another order is never served nor overwritten. An order whose key and hash are
 * recorded is not written again: the caller serves the recorded file, if its bytes still hash to it.
 */
export async function emettreDocument(
  payload: Payload,
  serie: Serie,
  commande: Commande,
  produire: (numero: string, le: string) => Promise<Uint8Array>,
  // The clock of the document's date, whose year in Paris is also its number's (tests set it).
  options: { maintenant?: Date } = {},
): Promise<Emis> {
  let c = commande
  for (let essai = 0; essai < 50; essai++) {
    const dejaNumerote = Boolean(c[serie.champ] && c[serie.date])
    const { numero, le } = await attribuerNumero(payload, serie, c, options)
    const actuelle = await lire(payload, c.id)
    const cleEnregistree = actuelle[serie.cle]
    const empreinte = actuelle[serie.empreinte]
    if (actuelle[serie.champ] === numero && cleEnregistree && empreinte) {
      const chemin = cheminDeCle(payload, cleEnregistree)
      if (chemin) return { numero, le, cle: cleEnregistree, chemin, sha256: empreinte }
    }
    if (!(await reserverNumero(payload, numero, actuelle, dejaNumerote))) {
      await liberer(payload, c.id, serie, numero)
      c = { ...actuelle, [serie.champ]: null, [serie.date]: null }
      continue
    }
    const cle = await cleDocument(payload, numero, actuelle)
    const chemin = cheminDeCle(payload, cle)!
    const octets = await ecrireSiAbsent(chemin, () => produire(numero, le))
    await attacherDocument(
      payload,
      {
        cible: { id: { equals: c.id } },
        where: { [serie.empreinte]: { exists: false } },
        mongo: { [serie.empreinte]: null },
      },
      { [serie.cle]: cle, [serie.empreinte]: sha256(octets) },
    )
    // A concurrent delivery of the same event may have recorded first: its record is the one served.
    const apres = await lire(payload, c.id)
    const cleFinale = apres[serie.cle] ?? cle
    return {
      numero,
      le,
      cle: cleFinale,
      chemin: cheminDeCle(payload, cleFinale) ?? chemin,
      sha256: apres[serie.empreinte] ?? sha256(octets),
    }
  }
  throw new Error(`Impossible d’émettre le document ${serie.prefixe}.`)
}
