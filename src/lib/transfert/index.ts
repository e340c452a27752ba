import fs from 'node:fs'

import type { Payload, SanitizedConfig } from 'payload'

import { reconstruireIndexRecherche } from '../recherche/indexation'
import {
  contenuMongo,
  contenuSqlite,
  decrireContenu,
  supprimerSqlite,
  viderMongo,
  type Contenu,
} from './cible'
import { compter, ecarts, tableau, type Ligne } from './comptes'
import { attribuerIdentifiants, copierCollection, copierGlobal, copierVersions } from './copie'
import { Identifiants } from './identifiants'
import { fermerBase, ouvrirBase } from './instance'
import { collectionsACopier } from './ordre'
import { decrireBase, ErreurArgument, lireBase, memeBase } from './uri'

export { ErreurArgument } from './uri'

/** The target holds documents and --force was not given: nothing has been written. */
export class CibleNonVide extends Error {}

export type OptionsTransfert = {
  from: string
  to: string
  /** Empties a non-empty target before the copy. */
  force?: boolean
  journal?: (ligne: string) => void
  niveauJournal?: 'silent' | 'info'
}

export type BilanTransfert = { lignes: Ligne[]; ecarts: Ligne[]; orphelins: number; secondes: number }

/**
 * Copies a whole shop from one database to another (SQLite ↔ MongoDB, or between two of the same
 * engine): every collection, version, global, preference; users keep their password hashes. The
 * source is only read. Media files stay on disk: the upload documents keep their file names.
 */
export async function transferer(
  config: SanitizedConfig,
  options: OptionsTransfert,
): Promise<BilanTransfert> {
  const { force = false, journal = () => {}, niveauJournal = 'silent' } = options
  const debut = Date.now()
  const from = lireBase(options.from)
  const to = lireBase(options.to)
  if (memeBase(from, to)) throw new ErreurArgument('La source et la cible sont la même base.')
  if (from.moteur === 'sqlite' && !fs.existsSync(from.fichier))
    throw new ErreurArgument(`Base source introuvable : ${decrireBase(from)}.`)
  journal(`Source : ${decrireBase(from)}`)
  journal(`Cible  : ${decrireBase(to)}`)

  let source: Payload | undefined
  let cible: Payload | undefined
  try {
    source = await ouvrirBase(config, from, { niveauJournal })

    // The target is looked at before anything is written to it.
    const refuser = (contenu: Contenu) =>
      new CibleNonVide(
        `La base cible n’est pas vide (${decrireContenu(contenu)}) : rien n’a été écrit. Relancez avec --force pour la vider avant la copie (tout son contenu sera supprimé).`,
      )
    const annoncer = (contenu: Contenu) =>
      journal(
        `--force : la cible n’était pas vide (${decrireContenu(contenu)}), elle a été vidée avant la copie.`,
      )
    if (to.moteur === 'sqlite') {
      const contenu = await contenuSqlite(to.fichier)
      if (contenu.length && !force) throw refuser(contenu)
      // A new file, built by the committed migrations as `npm start` would.
      supprimerSqlite(to.fichier)
      if (contenu.length) annoncer(contenu)
      cible = await ouvrirBase(config, to, { migrer: true, niveauJournal })
    } else {
      cible = await ouvrirBase(config, to, { niveauJournal })
      const contenu = await contenuMongo(cible)
      if (contenu.length && !force) throw refuser(contenu)
      if (contenu.length) {
        await viderMongo(cible)
        annoncer(contenu)
      }
    }

    const collections = collectionsACopier(config)
    const ids = new Identifiants()
    for (const c of collections) await attribuerIdentifiants(source, cible, c, ids)
    for (const c of collections) {
      const n = await copierCollection(source, cible, c, ids)
      const v = await copierVersions(source, cible, c, ids)
      journal(
        `  ${c.slug} : ${n} document${n > 1 ? 's' : ''}${c.versions ? `, ${v} version${v > 1 ? 's' : ''}` : ''}`,
      )
    }
    for (const g of config.globals) {
      const [n, v] = await copierGlobal(source, cible, g, ids)
      journal(
        `  ${g.slug} (global) : ${n ? 'copié' : 'jamais enregistré'}${g.versions ? `, ${v} version${v > 1 ? 's' : ''}` : ''}`,
      )
    }
    // The search index is derived data, rebuilt on the target's own engine (FTS5 table or collection).
    const indexes = await reconstruireIndexRecherche(cible)
    journal(
      `Index de recherche reconstruit sur la cible : ${indexes} produit${indexes > 1 ? 's' : ''} publié${indexes > 1 ? 's' : ''}.`,
    )
    if (ids.orphelins)
      journal(
        `${ids.orphelins} référence${ids.orphelins > 1 ? 's' : ''} vers des documents supprimés de la source, laissée${ids.orphelins > 1 ? 's' : ''} vide${ids.orphelins > 1 ? 's' : ''}.`,
      )

    const lignes = await compter(source, cible)
    for (const l of tableau(lignes)) journal(l)
    journal(
      'Fichiers des médias : non copiés, ils restent sur le disque (MEDIA_DIR et PRIVATE_MEDIA_DIR) ; les documents copiés gardent leurs noms de fichiers.',
    )
    return { lignes, ecarts: ecarts(lignes), orphelins: ids.orphelins, secondes: (Date.now() - debut) / 1000 }
  } finally {
    await fermerBase(cible)
    await fermerBase(source)
  }
}
