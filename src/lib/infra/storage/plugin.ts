import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import { storageConfig, type ConfigS3 } from './config'

const CLIENT_S3 = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

/**
 * Removes what the cloud-storage plugin adds for browser-side uploads (clientUploads), which the shop does
 * not use: the `_objectKey` field, so that the schema is the same with or without S3 and the committed SQLite
 * migrations stay valid; and the admin provider of those uploads (inactive here), so that the admin's
 * import map is the same too.
 */
const withoutClientUploads: Plugin = (config: Config) => {
  const admin = config.admin ?? {}
  const { [CLIENT_S3]: _client, ...dependencies } = admin.dependencies ?? {}
  return {
    ...config,
    admin: {
      ...admin,
      dependencies,
      components: {
        ...admin.components,
        providers: admin.components?.providers?.filter(
          (p) => !(typeof p === 'object' && p !== null && 'path' in p && p.path === CLIENT_S3),
        ),
      },
    },
    collections: config.collections?.map((c) =>
      c.slug === 'media' || c.slug === 'telechargements'
        ? { ...c, fields: c.fields.filter((f) => !('name' in f && f.name === '_objectKey')) }
        : c,
    ),
  }
}

/**
 * Payload plugins moving uploads to S3 when S3_BUCKET is set, none otherwise. Images go to the public
 * bucket, print files to the private one. Both keep Payload's own file route
 * (`/api/<collection>/file/<name>`, no `disablePayloadAccessControl`): a document's `url` is never a bucket
 * address, and the collection's read access still applies — anyone for images, staff only for print
 * files, which customers reach through the signed download link alone. Objects are written without ACL:
 * neither bucket needs to be public.
 */
export function storagePlugins(config: ConfigS3 | null = storageConfig()): Plugin[] {
  if (!config) return []
  // The plugin keeps its clients for the whole process by this key (by bucket name alone without it):
  // the same bucket on another server or with other keys is another client.
  const cacheKey = (bucket: string) => `s3:${bucket}:${JSON.stringify(config.client)}`
  return [
    s3Storage({
      bucket: config.publicBucket,
      clientCacheKey: cacheKey(config.publicBucket),
      config: config.client,
      collections: { media: true },
    }),
    s3Storage({
      bucket: config.privateBucket,
      clientCacheKey: cacheKey(config.privateBucket),
      config: config.client,
      collections: { telechargements: true },
    }),
    withoutClientUploads,
  ]
}
