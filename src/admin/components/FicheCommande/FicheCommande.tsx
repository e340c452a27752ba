import type { UIFieldServerProps } from 'payload'

import { adminOnly } from '@/lib/auth'
import { estPayee, etatRemboursement } from '@/lib/commande'
import { STATUTS_COMMANDE } from '@/lib/catalogue'

import { type Adresse, Bloc, BlocAdresse, Lignes, Paires, quand, Totaux } from './blocs'
import { DialogueRembourser } from './DialogueRembourser'
import { Documents, Historique } from './documents'
import { documentsDe, historiqueDe, lireAvoirs } from './donnees'
import './fiche.css'

type Donnees = {
  numero?: string
  statut?: string
  email?: string
  createdAt?: string
  payeeLe?: string | null
  expedieeLe?: string | null
  livreeLe?: string | null
  rembourseeLe?: string | null
  stripePaymentIntentId?: string | null
  stripeSessionId?: string | null
  numeroFacture?: string | null
  lignes?: { id?: string | null; titre: string; prix: number; quantite?: number | null; livraison: string }[]
  sousTotal?: number
  fraisDePort?: number
  remise?: number | null
  codePromo?: string | null
  total?: number
  montantRembourse?: number | null
  adresseLivraison?: Adresse | null
  facturation?: Adresse | null
  transporteur?: string | null
  numeroSuivi?: string | null
}

const libelleStatut = (s?: string) => STATUTS_COMMANDE.find((x) => x.value === s)?.label ?? s ?? ''

/**
 * The order as staff read it (issue 46, item 3), at the top of its edit view: summary, lines and
 * amounts in euros, addresses, documents, history, and « Rembourser » for any part. Renders what the
 * reader's access gave the form (a role that may not see an address gets none).
 */
export async function FicheCommande({ data, id, req }: UIFieldServerProps) {
  const c = (data ?? {}) as Donnees
  if (id === undefined || !c.numero) return null
  const avoirs = await lireAvoirs(req, id)
  const etat = etatRemboursement({ ...c, total: c.total ?? 0, lignes: c.lignes ?? [] }, avoirs)
  const [documents, historique] = await Promise.all([
    documentsDe(req, { ...c, id, numero: c.numero }, avoirs),
    historiqueDe(req, id),
  ])
  const remboursable = estPayee(c.statut as never) && etat.reste > 0 && !adminOnly(req)
  return (
    <div className="mc-fiche">
      <header className="mc-fiche__tete">
        <p className="mc-fiche__statut" data-statut={c.statut}>
          {libelleStatut(c.statut)}
        </p>
        <Paires
          paires={[
            ['Passée le', quand(c.createdAt)],
            ['Payée le', quand(c.payeeLe)],
            ['Expédiée le', quand(c.expedieeLe)],
            ['Livrée le', quand(c.livreeLe)],
            ['Remboursée le', quand(c.rembourseeLe)],
          ]}
        />
      </header>
      <div className="mc-fiche__grille">
        <Bloc titre="Articles" className="mc-fiche__articles">
          <Lignes etat={etat} />
          <Totaux m={c} etat={etat} />
          {remboursable && <DialogueRembourser numero={c.numero} etat={etat} />}
        </Bloc>
        <Bloc titre="Client et paiement" className="mc-fiche__large">
          <Paires
            paires={[
              ['E-mail', c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null],
              ['Nom', c.facturation?.nom ?? c.adresseLivraison?.nom],
              ['Paiement Stripe', c.stripePaymentIntentId ? <code>{c.stripePaymentIntentId}</code> : null],
              ['Facture', c.numeroFacture],
              ['Suivi', c.numeroSuivi],
            ]}
          />
        </Bloc>
        <BlocAdresse titre="Facturation" adresse={c.facturation} />
        {c.adresseLivraison !== undefined && <BlocAdresse titre="Livraison" adresse={c.adresseLivraison} />}
        <Bloc titre="Documents" className="mc-fiche__large">
          <Documents documents={documents} />
        </Bloc>
        <Bloc titre="Historique" className="mc-fiche__large">
          <Historique entrees={historique} />
        </Bloc>
      </div>
    </div>
  )
}
