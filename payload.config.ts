import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { adminComponents } from './src/admin/config'
import { collections } from './src/collections'
import { endpoints } from './src/endpoints'
import { demarrerEntretien } from './src/lib/commande/entretien'
import { FORMAT_DATE_HEURE } from './src/fields/dateHeure'
import { globals } from './src/globals'
import { logger } from './src/lib/logging/logger'
import { demarrerPrechauffageImages } from './src/lib/images/prechauffage'
import { databaseAdapter } from './src/lib/database'
import { closeDatabaseOnExit } from './src/lib/operations/shutdown'
import { startScheduler, jobs } from './src/lib/jobs/scheduler'
import { mailSettings } from './src/lib/mail/settings'
import { payloadSecret } from './src/lib/secret'
import { storagePlugins } from './src/lib/storage/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const smtp = mailSettings()

export default buildConfig({
  serverURL: process.env.SITE_URL || undefined,
  secret: payloadSecret(),
  admin: {
    user: 'users',
    // Payload's default asks Gravatar: a broken image without internet, and a third-party request the
    // admin's CSP refuses. The local default icon instead.
    avatar: 'default',
    meta: { titleSuffix: ' — Mots & Couleurs' },
    // « 25/11/2026 22:15 » in lists, document headers and the filters' pickers (src/fields/dateHeure.ts).
    dateFormat: FORMAT_DATE_HEURE,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: adminComponents,
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  // JSON lines in production, e-mail addresses and secrets masked (src/lib/logging/logger.ts).
  logger: logger(),
  collections,
  globals,
  endpoints,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  // Without SMTP settings Payload's console adapter writes every mail to the server log.
  email: smtp
    ? nodemailerAdapter({
        defaultFromAddress: smtp.fromAddress,
        defaultFromName: smtp.fromName,
        transportOptions: smtp.transport,
      })
    : undefined,
  // Periodic outbox drain and 24-hour sweep of unpaid orders, once per server process; the image
  // scenes drawn in the background, so no visitor waits for a scene's first drawing.
  onInit: async (payload) => {
    demarrerEntretien(payload)
    startScheduler(payload)
    demarrerPrechauffageImages(payload)
    closeDatabaseOnExit(payload)
  },
  // Scheduled publishing of products and articles: the due jobs run every minute (onInit above).
  jobs,
  // Images and print files in two S3 buckets when S3_BUCKET is set, local folders otherwise.
  plugins: storagePlugins(),
  graphQL: { disable: true },
  telemetry: false,
  // Types come from `npm run generate:types` only: a test run on MongoDB must not rewrite them with string ids.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
})
