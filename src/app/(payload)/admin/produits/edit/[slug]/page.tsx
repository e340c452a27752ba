import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { isStaffUser } from '@/access/isStaff'
import { payloadClient } from '@/lib/payload/client'
import { lireIdProduitEditable } from '@/lib/catalogue'

import { importMap } from '../../../importMap.js'

type Args = {
  params: Promise<{ slug: string }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** The product's id for its slug (drafts too), once the visitor is known to be staff. */
async function documentSegments(params: Args['params']): Promise<string[]> {
  const { slug } = await params
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(`/admin/produits/edit/${slug}`)}`)
  if (!isStaffUser(user)) redirect('/admin/unauthorized')
  const id = await lireIdProduitEditable(payload, slug, user)
  if (id === null) notFound()
  return ['collections', 'produits', String(id)]
}

/** /admin/produits/edit/{slug}: Payload's own edit form of the product, reached by slug. */
export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({
    config,
    params: documentSegments(params).then((segments) => ({ segments })),
    searchParams,
  })

const Page = ({ params, searchParams }: Args) =>
  RootPage({
    config,
    params: documentSegments(params).then((segments) => ({ segments })),
    searchParams,
    importMap,
  })

export default Page
