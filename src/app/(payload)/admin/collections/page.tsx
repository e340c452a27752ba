import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'

import { importMap } from '../importMap.js'

type Args = { searchParams: Promise<{ [key: string]: string | string[] }> }

/** /admin/collections lists the poster collections. Payload 404s this path even when a custom view
 *  claims it (its collection-route check runs first), so it is rewritten to that view's own path. */
const params = Promise.resolve({ segments: ['collections-affiches'] })

export const generateMetadata = ({ searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = ({ searchParams }: Args) => RootPage({ config, params, searchParams, importMap })

export default Page
