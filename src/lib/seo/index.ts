// The door of seo: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { articleLd, breadcrumbLd, organisationLd, produitLd } from './jsonld'
export type { Miette } from './jsonld'
export { pageMetadata } from './metadata'
export { buildSitemaps, sitemapIndexXml, SITEMAPS, urlsetXml } from './sitemap'
export type { EntreeSitemap, NomSitemap } from './sitemap'
