'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'

import { usePanier } from '@/components/client/PanierProvider'
import { choixDe } from '@/lib/navigateur/client'
import { formatPrix } from '@/lib/format/client'
import type { FormatOffert } from '@/lib/catalogue/client'

type FormatChoisi = {
  slug: string
  formats: FormatOffert[]
  /** The format shown, priced and added to the cart; null for a product without formats (a file). */
  format: FormatOffert | null
  /** The format's code in image URLs: null for the default format (the URLs the page was served with). */
  codeImage: string | null
  choisir(code: string): void
}

const Context = createContext<FormatChoisi | null>(null)

/**
 * The format the visitor looks at on a product page, shared by the gallery, the price, the radio group
 * and the add button. It starts on the product's default format, or on the cart's choice once the cart is
 * read; choosing a format of a product already in the cart changes the cart's line too.
 */
export function FormatChoisiProvider({
  slug,
  formats,
  children,
}: {
  slug: string
  formats: FormatOffert[]
  children: ReactNode
}) {
  const panier = usePanier()
  const [local, setLocal] = useState<string | null>(null)
  const defaut = formats.find((f) => f.parDefaut) ?? formats[0] ?? null
  const duPanier = panier.slugs.includes(slug) ? choixDe(panier, slug).format : null
  const trouve = (code: string | null) => (code && formats.find((f) => f.code === code)) || null
  const format = trouve(local) ?? trouve(duPanier) ?? defaut
  const value: FormatChoisi = {
    slug,
    formats,
    format,
    codeImage: format && format !== defaut ? format.code : null,
    choisir(code) {
      setLocal(code)
      if (panier.slugs.includes(slug)) panier.choisirFormat(slug, code)
    },
  }
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useFormatChoisi(): FormatChoisi {
  const value = useContext(Context)
  if (!value) throw new Error('useFormatChoisi must be used within a FormatChoisiProvider')
  return value
}

/** The price of the format shown (the product's price without formats). */
export function PrixChoisi({ prix }: { prix: number }) {
  const { format } = useFormatChoisi()
  return (
    <p className="text-3xl font-semibold" data-testid="prix">
      {formatPrix(format?.prix ?? prix)}
    </p>
  )
}
