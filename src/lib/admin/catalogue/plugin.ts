import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import {
  addDataAndFileToRequest,
  deepMergeSimple,
  type CollectionConfig,
  type Endpoint,
  type Field,
  type Plugin,
} from 'payload'

import { cacherCollection } from '@/access/cacherSelonRole'
import { staff } from '@/access/staff'
import { nobody } from '@/access/nobody'
import { staffOnly } from '@/lib/auth'
import { jsonError, MESSAGES } from '@/lib/infra/http'

import { COLONNES, SEPARATEUR, type CibleExport } from './colonnes'
import { lireTermes } from './taxonomies'

const CIBLES = Object.keys(COLONNES) as CibleExport[]
const exportable = (slug: unknown): slug is CibleExport => CIBLES.includes(slug as CibleExport)

/** The export's rows are the catalogue's columns (slugs, euros, « A3=15,00 »), not the database's. */
const lignes =
  (cible: CibleExport): ExportBeforeHook =>
  async ({ originalData, format, req }) => {
    const ctx = { termes: await lireTermes(req), formats: [] }
    return (originalData as Record<string, unknown>[]).map((doc) =>
      Object.fromEntries(
        COLONNES[cible]
          // A column whose field the export did not select stays out: an import would empty it.
          .filter((c) => c.nom in doc || (c.nom === 'statut' && '_status' in doc))
          .map((c) => {
            const cellule = c.lire(doc, ctx)
            return [c.nom, format === 'json' && c.liste ? cellule.split(SEPARATEUR).filter(Boolean) : cellule]
          }),
      ),
    )
  }

type Demande = { collectionSlug?: unknown; fields?: unknown }

/** The drawer starts from the list's visible columns: the slug always goes too, so that any export
 *  names its rows and imports back (the FAQ has no slug). */
function avecSlug(d: Demande | undefined) {
  if (
    d &&
    Array.isArray(d.fields) &&
    d.fields.length &&
    d.collectionSlug !== 'faq' &&
    !d.fields.includes('slug')
  )
    d.fields.push('slug')
}

/** The plugin's endpoints serve any collection they are named: only the catalogue's, only to staff. */
const garde = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    const denied = staffOnly(req)
    if (denied) return denied
    await addDataAndFileToRequest(req)
    const data = req.data as (Demande & { data?: Demande }) | undefined
    const demande = data?.data ?? data
    if (!exportable(demande?.collectionSlug)) return jsonError(403, MESSAGES.forbidden)
    avecSlug(demande)
    // The plugin's handlers parse the body again (addDataAndFileToRequest), which a read stream cannot
    // give twice (« Body is unusable », a 500): they read what was parsed here.
    const texte = JSON.stringify(data ?? {})
    Object.assign(req, { text: () => Promise.resolve(texte) })
    return endpoint.handler(req)
  },
})

/** The plugin leaves its target field unlabelled (« Collection Slug »). */
const nommer = (fields: Field[]): Field[] =>
  fields.map((f) => {
    if ('name' in f && f.name === 'collectionSlug') return { ...f, label: 'Collection' } as Field
    if ('fields' in f && Array.isArray(f.fields)) return { ...f, fields: nommer(f.fields) } as Field
    return f
  })

/** « Exports »: staff only, and only for the catalogue (never orders, customers, mails, accounts). */
const exportsGardes = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...cacherCollection(collection),
  labels: { singular: 'Export', plural: 'Exports du catalogue' },
  access: {
    read: staff,
    delete: staff,
    update: nobody,
    create: (args) => Boolean(staff(args)) && exportable(args.data?.collectionSlug),
  },
  endpoints: (collection.endpoints || []).map(garde),
  fields: nommer(collection.fields),
  hooks: {
    ...collection.hooks,
    // Before the plugin's own, which writes the file during this operation.
    beforeOperation: [
      ({ args, operation }) => {
        if (operation === 'create') avecSlug(args.data as Demande)
        return args
      },
      ...(collection.hooks?.beforeOperation ?? []),
    ],
  },
  // Beside the private print files (data/exports by default), never under the public media.
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: path.resolve(path.dirname(process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements'), 'exports'),
  },
})

/** The plugin's own import writes row by row, keeps what passed, and matches ids, not slugs: the
 *  catalogue's import is src/lib/admin/catalogue/appliquer.ts. Its collection stays closed to everyone. */
const importsFermes = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { ...collection.admin, hidden: true },
  // Its preview endpoint parses any upload for anyone: gone with the rest of it.
  endpoints: [],
  // Like the exports, never in the working folder nor under the public media.
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: path.resolve(path.dirname(process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements'), 'imports'),
  },
})

/**
 * CSV and JSON export of products, audiences, poster collections and the FAQ through Payload's
 * import-export plugin (« Exporter » in each list's menu, files kept in « Exports du catalogue »).
 * Synchronous: the file is there when the editor saves, without waiting for the job queue.
 */
export const catalogueImportExport = (): Plugin => async (config) => {
  const avec = await importExportPlugin({
    collections: CIBLES.map((slug) => ({
      slug,
      export: { disableJobsQueue: true, hooks: { before: lignes(slug) } },
      import: false,
    })),
    overrideExportCollection: exportsGardes,
    overrideImportCollection: importsFermes,
  })(config)
  // The admin says « brouillon » everywhere else; the plugin's French says « ébauche ».
  const fr = { 'plugin-import-export': { 'field-drafts-label': 'Inclure les brouillons' } }
  avec.i18n = { ...avec.i18n, translations: deepMergeSimple(avec.i18n?.translations ?? {}, { fr }) }
  return avec
}
