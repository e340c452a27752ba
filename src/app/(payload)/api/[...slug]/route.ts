import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { garder } from '@/lib/http/gardeApi'

// Payload's REST router, behind the guard that bounds bodies and reads and throttles logins.
const payload = () => getPayload({ config })

export const GET = garder('GET', REST_GET(config), payload)
export const POST = garder('POST', REST_POST(config), payload)
export const DELETE = garder('DELETE', REST_DELETE(config), payload)
export const PATCH = garder('PATCH', REST_PATCH(config), payload)
export const PUT = garder('PUT', REST_PUT(config), payload)
export const OPTIONS = REST_OPTIONS(config)
