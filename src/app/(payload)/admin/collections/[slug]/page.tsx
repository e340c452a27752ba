import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'

import { importMap } from '../../importMap.js'

type Args = {
  params: Promise<{ slug: string }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** Payload's own collection slugs keep Payload's list view; any other slug is a poster collection,
 *  shown by the custom view registered at /collections-affiches/:slug (src/admin/config.ts).
 *  Payload 404s /admin/collections/<unknown> before consulting custom views (docs/SPECIFICATION.md §14). */
async function segmentsFor(params: Args['params']): Promise<string[]> {
  const { slug } = await params
  const { collections } = await config
  return collections.some((c) => c.slug === slug) ? ['collections', slug] : ['collections-affiches', slug]
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({
    config,
    params: segmentsFor(params).then((segments) => ({ segments })),
    searchParams,
  })

const Page = ({ params, searchParams }: Args) =>
  RootPage({
    config,
    params: segmentsFor(params).then((segments) => ({ segments })),
    searchParams,
    importMap,
  })

export default Page
