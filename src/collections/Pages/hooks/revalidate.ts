import { revalidateCollection } from '@/hooks/revalidate'
import { pageTag } from '@/lib/catalogue'

/** Expires, on publish, unpublish and delete, what shows a page: the pages' reads, its own page (old and
 *  new slug) and the sitemap. */
export const revalidate = revalidateCollection({ documentTag: pageTag, sitemap: true })
