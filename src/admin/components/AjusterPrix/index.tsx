'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import type { BilanPrix, ChoixPrix } from '@/lib/admin/client'

import { BoutonAnnulerLot } from '../BoutonAnnulerLot'
import { posterJson } from '../poster'
import { ChampsRegle } from './ChampsRegle'
import { TableApercu } from './TableApercu'
import '../lots.css'
import { corpsRegle, lireValeur, type Saisie } from './regleForm'
import { pluriel } from '@/lib/format/client'

/** « Ajuster les prix »: the rule, « Voir l’aperçu » (every old → new price), « Appliquer », undo. */
export function AjusterPrix({ ids, collections, formats }: ChoixPrix & { ids: string[] }) {
  const [saisie, setSaisie] = useState<Saisie>({
    portee: ids.length ? 'selection' : 'collection',
    collection: collections[0]?.id ?? '',
    format: '',
    sens: 'hausse',
    mode: 'montant',
    valeur: '',
    arrondi: 'centime',
  })
  const [apercu, setApercu] = useState<BilanPrix | null>(null)
  const [applique, setApplique] = useState<BilanPrix | null>(null)
  const [enCours, setEnCours] = useState(false)
  const changer = (s: Partial<Saisie>) => (setSaisie({ ...saisie, ...s }), setApercu(null), setApplique(null))

  const envoyer = async (appliquer: boolean) => {
    if (lireValeur(saisie.valeur, saisie.mode) === null)
      return toast.error(
        saisie.mode === 'montant'
          ? 'Saisissez un montant positif en euros, par exemple 1,50.'
          : 'Saisissez un pourcentage entier positif, par exemple 10.',
      )
    setEnCours(true)
    const r = await posterJson<BilanPrix>('/api/admin/lots/prix', { ...corpsRegle(saisie, ids), appliquer })
    setEnCours(false)
    if (!r.ok) return toast.error(r.error)
    if (appliquer) {
      setApplique(r.data)
      setApercu(null)
      toast.success(`Prix appliqués sur ${pluriel(r.data.produits, 'produit')}.`)
    } else setApercu(r.data)
  }

  return (
    <div className="mc-edition" style={{ maxWidth: '60rem' }}>
      <ChampsRegle saisie={saisie} changer={changer} ids={ids} collections={collections} formats={formats} />
      <div className="mc-edition__actions">
        <Button buttonStyle="secondary" margin={false} disabled={enCours} onClick={() => envoyer(false)}>
          Voir l’aperçu
        </Button>
        {apercu && apercu.lignes.length > 0 && apercu.erreurs.length === 0 && (
          <Button buttonStyle="primary" margin={false} disabled={enCours} onClick={() => envoyer(true)}>
            {apercu.lignes.length === 1 ? 'Appliquer ce prix' : `Appliquer ces ${apercu.lignes.length} prix`}
          </Button>
        )}
      </div>
      {apercu && <TableApercu bilan={apercu} />}
      {applique && (
        <div data-testid="prix-appliques" className="mc-edition">
          <p className="mc-edition__note">
            {applique.lignes.length} prix {applique.lignes.length > 1 ? 'changés' : 'changé'} sur{' '}
            {pluriel(applique.produits, 'produit')}. La modification est au journal.
          </p>
          {applique.journalId && <BoutonAnnulerLot journalId={applique.journalId} />}
          <TableApercu bilan={applique} />
        </div>
      )}
    </div>
  )
}
