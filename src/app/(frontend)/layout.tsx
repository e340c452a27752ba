import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { BanniereApercu } from '@/components/apercu/BanniereApercu'
import { Shell } from '@/components/layout/Shell'
import { lireReglages } from '@/lib/data/reglages'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const r = await lireReglages()
  return {
    metadataBase: new URL(r.canonicalURL),
    title: { default: r.title, template: `%s · ${r.name}` },
    description: r.description,
    applicationName: r.name,
    authors: [{ name: r.author }],
    openGraph: { siteName: r.name, locale: r.locale, type: 'website' },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#f8f3ea', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <Shell reglages={await lireReglages()}>
      {/* Renders nothing outside a staff member's draft preview (and reads nothing: pages stay static). */}
      <BanniereApercu />
      {children}
    </Shell>
  )
}
