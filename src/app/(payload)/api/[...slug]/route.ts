import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guard } from '@/lib/auth'
import { payloadClient } from '@/lib/payload/client'

// Payload's REST router (its generated template: the handlers take the config), behind the guard that
// bounds bodies and reads and throttles logins; the guard's instance comes from the one client.

export const GET = guard('GET', REST_GET(config), payloadClient)
export const POST = guard('POST', REST_POST(config), payloadClient)
export const DELETE = guard('DELETE', REST_DELETE(config), payloadClient)
export const PATCH = guard('PATCH', REST_PATCH(config), payloadClient)
export const PUT = guard('PUT', REST_PUT(config), payloadClient)
export const OPTIONS = REST_OPTIONS(config)
