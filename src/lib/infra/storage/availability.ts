import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { ConfigS3 } from './config'

const TIMEOUT_MS = 1_500

let client: { key: string; s3: S3Client } | undefined

/**
 * Both buckets answer (HeadBucket: reachable, existing, and the credentials valid). One attempt, short
 * timeouts: a readiness probe must answer quickly rather than wait for the SDK's retries.
 */
export async function checkBuckets(config: ConfigS3): Promise<void> {
  const key = JSON.stringify(config.client)
  if (client?.key !== key)
    client = {
      key: key,
      s3: new S3Client({
        ...config.client,
        maxAttempts: 1,
        requestHandler: { connectionTimeout: TIMEOUT_MS, requestTimeout: TIMEOUT_MS },
      }),
    }
  const s3 = client.s3
  await Promise.all(
    [config.publicBucket, config.privateBucket].map((Bucket) =>
      s3.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(TIMEOUT_MS) }),
    ),
  )
}
