import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { guard } from '@/lib/auth'

// Payload's REST router, behind the guard that bounds bodies and reads and throttles logins.
const payload = () => getPayload({ config })

export const GET = guard('GET', REST_GET(config), payload)
export const POST = guard('POST', REST_POST(config), payload)
export const DELETE = guard('DELETE', REST_DELETE(config), payload)
export const PATCH = guard('PATCH', REST_PATCH(config), payload)
export const PUT = guard('PUT', REST_PUT(config), payload)
export const OPTIONS = REST_OPTIONS(config)
