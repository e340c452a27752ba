import { describe, expect, it } from 'vitest'

import { storageConfig } from '@/lib/infra/storage/config'

const complet = {
  S3_BUCKET: 'images',
  S3_PRIVATE_BUCKET: 'impressions',
  S3_ACCESS_KEY_ID: 'cle',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('configStockage', () => {
  it('is off (local disk) without S3_BUCKET', () => {
    expect(storageConfig({})).toBeNull()
    expect(storageConfig({ S3_BUCKET: '  ', S3_PRIVATE_BUCKET: 'x' })).toBeNull()
  })

  it('reads the buckets, endpoint, region, path style and credentials', () => {
    expect(
      storageConfig({
        ...complet,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'fr-par',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      publicBucket: 'images',
      privateBucket: 'impressions',
      client: {
        region: 'fr-par',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'cle', secretAccessKey: 'secret' },
      },
    })
    // AWS itself: no endpoint, a default region, virtual-host buckets.
    expect(storageConfig(complet)?.client).toEqual({
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'cle', secretAccessKey: 'secret' },
    })
  })

  it('refuses a half-configured storage with the French reason', () => {
    expect(() => storageConfig({ ...complet, S3_PRIVATE_BUCKET: undefined })).toThrow(
      'Stockage S3 mal configuré\u00a0: S3_PRIVATE_BUCKET est requis avec S3_BUCKET\u00a0: les fichiers d’impression vont dans un bucket privé.',
    )
    expect(() =>
      storageConfig({ ...complet, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: undefined }),
    ).toThrow(
      'Stockage S3 mal configuré\u00a0: S3_ACCESS_KEY_ID est requis avec S3_BUCKET. S3_SECRET_ACCESS_KEY est requis avec S3_BUCKET.',
    )
    expect(() => storageConfig({ ...complet, S3_PRIVATE_BUCKET: 'images' })).toThrow(
      /S3_PRIVATE_BUCKET doit différer de S3_BUCKET/,
    )
    expect(() => storageConfig({ ...complet, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT doit être une adresse http\(s\) complète/,
    )
    expect(() => storageConfig({ ...complet, S3_FORCE_PATH_STYLE: 'oui' })).toThrow(
      /S3_FORCE_PATH_STYLE vaut true ou false/,
    )
  })
})
