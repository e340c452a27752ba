import { revalidateCollection } from '@/hooks/revalidate'
import { articleTag } from '@/lib/catalogue'

/** Expires, on publish, unpublish and delete, what shows an article: the journal's listings, its page (old
 *  and new slug) and the sitemap. */
export const revalidate = revalidateCollection({ documentTag: articleTag, sitemap: true })
