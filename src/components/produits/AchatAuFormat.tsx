'use client'

import { AddToPanierButton } from '@/components/client/AddToPanierButton'

import { useFormatChoisi } from './FormatChoisi'
import { GalerieProduit } from './GalerieProduit'

type Galerie = Parameters<typeof GalerieProduit>[0]

/** The product page's scenes at the size of the format chosen. */
export function GalerieAuFormat(props: Omit<Galerie, 'format'>) {
  const { codeImage } = useFormatChoisi()
  return <GalerieProduit {...props} format={codeImage} />
}

/** The add button, recording the format chosen. */
export function AjoutAuFormat() {
  const { slug, format } = useFormatChoisi()
  return <AddToPanierButton slug={slug} format={format?.code ?? null} />
}
