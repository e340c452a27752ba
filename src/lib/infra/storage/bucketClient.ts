import { S3Client } from '@aws-sdk/client-s3'

import type { ConfigS3 } from './config'

type Clients = Map<string, S3Client>
// One client (and its keep-alive sockets) per settings for the whole process, across hot reloads.
const clients: Clients = ((globalThis as { __mcS3Clients?: Clients }).__mcS3Clients ??= new Map())

/** The S3 client of the app's own reads (artwork, print files) and readiness checks. */
export function clientS3(config: ConfigS3): S3Client {
  const key = JSON.stringify(config.client)
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(config.client)
    clients.set(key, client)
  }
  return client
}
