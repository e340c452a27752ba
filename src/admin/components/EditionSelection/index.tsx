'use client'

import { Button, Drawer, useModal, useSelection } from '@payloadcms/ui'

import { FormulaireEdition } from './FormulaireEdition'
import '../lots.css'

const TIROIR = 'mc-edition-selection'

/**
 * Above the products list (beforeListTable), for the rows ticked: « Éditer la sélection » (a drawer
 * that adds, removes or replaces relation values without touching publication) and « Ajuster les
 * prix ». Payload's own bulk edit is off (docs/decisions/0170-edition-groupee-sans-dommage.md).
 */
export function EditionSelection() {
  const { selectedIDs } = useSelection()
  const { openModal, closeModal } = useModal()
  const ids = selectedIDs.map(String)
  if (ids.length === 0) return null
  return (
    <div className="mc-selection" data-testid="edition-selection">
      <span>{ids.length === 1 ? '1 produit sélectionné' : `${ids.length} produits sélectionnés`}</span>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => openModal(TIROIR)}>
        Éditer la sélection
      </Button>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        el="link"
        url={`/admin/ajuster-les-prix?ids=${ids.join(',')}`}
      >
        Ajuster les prix
      </Button>
      <Drawer slug={TIROIR} title={`Éditer ${ids.length} produit(s)`}>
        <FormulaireEdition key={ids.join(',')} ids={ids} fermer={() => closeModal(TIROIR)} />
      </Drawer>
    </div>
  )
}
