// Read with the other product reads (src/lib/produits/lecture/); kept under this name for its callers.
export { findPublishedBySlug, findPublishedBySlugs } from './lecture'
