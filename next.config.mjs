import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let the e2e harness and parallel dev servers coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    // original-spec §9: widths 640 to 3840, default quality 75
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    formats: ['image/webp'],
  },
  poweredByHeader: false,
  // src/app/global-not-found.tsx: the French 404 for URLs no route matches (two root layouts).
  experimental: { globalNotFound: true },
  // One service-worker version per build (public/sw.js names its caches after it): a deploy replaces old caches.
  env: { NEXT_PUBLIC_SW_VERSION: process.env.NEXT_PUBLIC_SW_VERSION || Date.now().toString(36) },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
