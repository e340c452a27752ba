'use client'

import { Button, Modal, useModal } from '@payloadcms/ui'
import { type ReactNode, useState } from 'react'

type Props = {
  slug: string
  titre: string
  children: ReactNode
  confirmer: string
  enCours?: string
  /** The confirm button stays disabled while false (nothing chosen yet). */
  valide?: boolean
  /** Runs the action: its French error keeps the dialog open and is shown in it; null closes it. */
  onConfirmer: () => Promise<string | null>
}

/**
 * The admin's own dialog (Payload's modal, styled as its confirmation): never the browser's
 * `window.confirm`. Unlike Payload's ConfirmationModal it stays open on a refusal, saying why, and its
 * confirmation can wait for a valid choice.
 */
export function DialogueAdmin({
  slug,
  titre,
  children,
  confirmer,
  enCours = 'En cours…',
  valide = true,
  onConfirmer,
}: Props) {
  const { closeModal, isModalOpen } = useModal()
  const [occupe, setOccupe] = useState(false)
  const [erreur, setErreur] = useState<string | null>(null)
  if (!isModalOpen(slug)) return null
  const fermer = () => {
    if (occupe) return
    setErreur(null)
    closeModal(slug)
  }
  return (
    // Above Payload's drawers (their z-index starts at 100 and grows with depth), as its confirmations are.
    <Modal
      slug={slug}
      className="confirmation-modal mc-dialogue"
      closeOnBlur={false}
      style={{ zIndex: 150 }}
      aria-label={titre}
    >
      <div className="confirmation-modal__wrapper">
        <div className="confirmation-modal__content">
          <h1>{titre}</h1>
          {children}
          {erreur && (
            <p role="alert" className="mc-dialogue__erreur">
              {erreur}
            </p>
          )}
        </div>
        <div className="confirmation-modal__controls">
          <Button buttonStyle="secondary" size="large" type="button" disabled={occupe} onClick={fermer}>
            Annuler
          </Button>
          <Button
            size="large"
            type="button"
            disabled={occupe || !valide}
            onClick={async () => {
              setOccupe(true)
              setErreur(null)
              const refus = await onConfirmer().catch(
                () => 'Le serveur ne répond pas\u00a0: rien n’a été fait.',
              )
              setOccupe(false)
              if (refus) setErreur(refus)
              else closeModal(slug)
            }}
          >
            {occupe ? enCours : confirmer}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
