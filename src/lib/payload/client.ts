import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The storefront reads through Payload's local API only. The app layer reaches Payload through this
 *  client, the one call of `getPayload` (docs/decisions/0224-deux-sauts-et-un-client.md,
 *  tests/unit/sauts.test.ts); code that Payload itself runs (endpoints, hooks) uses `req.payload` and
 *  never imports the config. */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
