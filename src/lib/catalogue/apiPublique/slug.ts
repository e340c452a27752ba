import { SLUG_MAX, SLUG_PATTERN } from '@/lib/catalogue/slug'

export { SLUG_MAX }

/** A slug the browser's API looks up; longer or malformed ones are answered 404 at once, before the
 *  cache (its tags are limited to 256 characters). */
export const slugCherchable = (slug: string): boolean => slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug)
