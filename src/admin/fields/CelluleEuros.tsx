import type { DefaultCellComponentProps } from 'payload'

import { formatPrix } from '@/lib/format'

/** List column of an amount stored in cents: « 12,00 € ». */
export function CelluleEuros({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatPrix(cellData) : ''}</span>
}
