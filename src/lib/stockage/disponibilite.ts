import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { ConfigS3 } from './config'

const DELAI_MS = 1_500

let client: { cle: string; s3: S3Client } | undefined

/**
 * Both buckets answer (HeadBucket: reachable, existing, and the credentials valid). One attempt, short
 * timeouts: a readiness probe must answer quickly rather than wait for the SDK's retries.
 */
export async function verifierBuckets(config: ConfigS3): Promise<void> {
  const cle = JSON.stringify(config.client)
  if (client?.cle !== cle)
    client = {
      cle,
      s3: new S3Client({
        ...config.client,
        maxAttempts: 1,
        requestHandler: { connectionTimeout: DELAI_MS, requestTimeout: DELAI_MS },
      }),
    }
  const s3 = client.s3
  await Promise.all(
    [config.bucketPublic, config.bucketPrive].map((Bucket) =>
      s3.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(DELAI_MS) }),
    ),
  )
}
