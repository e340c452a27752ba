'use client'

import { Button, Drawer, useModal, useSelection } from '@payloadcms/ui'
import { useState } from 'react'

import { FormulaireEdition } from './FormulaireEdition'
import '../lots.css'
import { pluriel } from '@/lib/format/client'

const TIROIR = 'mc-edition-selection'

/**
 * Above the products list (beforeListTable), for the rows ticked: « Éditer la sélection » (a drawer
 * that adds, removes or replaces relation values without touching publication) and « Ajuster les
 * prix ». Payload's own bulk edit is off (docs/decisions/0170-edition-groupee-sans-dommage.md).
 */
export function EditionSelection() {
  const { selectedIDs } = useSelection()
  const { openModal, closeModal } = useModal()
  // The drawer keeps the selection it was opened with: the list refreshed after the change clears the
  // ticks, and the drawer must stay to offer the undo.
  const [ouverture, setOuverture] = useState({ ids: [] as string[], n: 0 })
  const ids = selectedIDs.map(String)
  const ouvrir = () => {
    setOuverture({ ids, n: ouverture.n + 1 })
    openModal(TIROIR)
  }
  return (
    <>
      {ids.length > 0 && (
        <div className="mc-selection" data-testid="edition-selection">
          <span>{ids.length === 1 ? '1 produit sélectionné' : `${ids.length} produits sélectionnés`}</span>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={ouvrir}>
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
        </div>
      )}
      <Drawer slug={TIROIR} title={`Éditer ${pluriel(ouverture.ids.length, 'produit')}`}>
        {ouverture.ids.length > 0 && (
          <FormulaireEdition key={ouverture.n} ids={ouverture.ids} fermer={() => closeModal(TIROIR)} />
        )}
      </Drawer>
    </>
  )
}
