import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

// With REDIS_URL (read again by `next start`), Next's incremental cache lives in Redis, shared by every
// instance (src/lib/infra/cache/redis-handler.mjs); without it, Next's file cache of one process, less what
// strangers could make it keep (src/lib/infra/cache/file-handler.mjs): pages only visitors' input creates stay
// in its memory store, an LRU of MEMORY_CACHE_BYTES (docs/decisions/0101-budget-du-cache.md).
// No in-memory copy in front of a shared handler: an instance would keep serving a page another one
// revalidated (Next's self-hosting guide: `cacheMaxMemorySize: 0` with a custom `cacheHandler`).
const MEMORY_CACHE_BYTES = 32 * 1024 * 1024
const handler = (file) => fileURLToPath(new URL(`./src/lib/infra/cache/${file}`, import.meta.url))
const cache = process.env.REDIS_URL?.trim()
  ? { cacheHandler: handler('redis-handler.mjs'), cacheMaxMemorySize: 0 }
  : // The bounded file handler is installed once per process (src/lib/infra/cache/install.mjs), not as
    // `cacheHandler`, which Next imports again on every request.
    { cacheMaxMemorySize: MEMORY_CACHE_BYTES }

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...cache,
  // Separate build folders let the e2e harness and parallel dev servers coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    // docs/SPECIFICATION.md §11: widths 640 to 3840, default quality 75
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    formats: ['image/webp'],
  },
  poweredByHeader: false,
  // Loaded by Node as installed (its CommonJS build), not bundled: its ES build passes a free `require`
  // (src/lib/facture/facturx.ts uses it for Factur-X invoices).
  serverExternalPackages: ['@e-invoice-eu/core'],
  generateEtags: false,
  experimental: {
    // src/app/global-not-found.tsx: the French 404 for URLs no route matches (two root layouts).
    globalNotFound: true,
    // Turbopack writes its build cache to disk for the next build (Next 16.4's default): a third of a cold
    // build's CPU (109 s without, 150 s with). A clean clone never builds twice: `.ci/run` turns it off.
    turbopackFileSystemCacheForBuild: process.env.MC_BUILD_CACHE !== 'off',
  },
  // One service-worker version per build (public/sw.js names its caches after it): a deploy replaces old caches.
  env: { NEXT_PUBLIC_SW_VERSION: process.env.NEXT_PUBLIC_SW_VERSION || Date.now().toString(36) },
  // The visitors' likes page was named like the studio's picks (coups de cœur); old links still land.
  redirects: async () => [
    { source: '/mes-coups-de-coeur', destination: '/mes-affiches-aimees', permanent: true },
  ],
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every browser for the colour-scheme client hint on every path, and `Critical-CH` makes
// Chrome send each first navigation twice (≈ 600 ms on a phone). Only the admin reads that hint.
const payloadHeaders = config.headers
// The security headers are set at run time (src/lib/infra/http/requeteEntrante.ts): nothing here reads SITE_URL.
config.headers = async () => [
  ...(await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
  ),
]

export default config
