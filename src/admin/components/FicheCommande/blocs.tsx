import type { ReactNode } from 'react'

import type { EtatRemboursement } from '@/lib/commande'
import { LIBELLES_LIVRAISON, type Livraison } from '@/lib/catalogue'
import { dateHeure, formatPrix, pluriel } from '@/lib/format'

/** A postal address as the order stores it (fields the reader may not see are simply absent). */
export type Adresse = {
  nom?: string | null
  societe?: string | null
  numeroTva?: string | null
  siret?: string | null
  ligne1?: string | null
  ligne2?: string | null
  codePostal?: string | null
  ville?: string | null
  pays?: string | null
}

export const quand = (d: string | null | undefined) => (d ? dateHeure(d) : null)

export function Bloc({
  titre,
  children,
  className,
}: {
  titre: string
  children: ReactNode
  className?: string
}) {
  return (
    <section className={['mc-fiche__bloc', className].filter(Boolean).join(' ')} aria-label={titre}>
      <h2>{titre}</h2>
      {children}
    </section>
  )
}

/** Label–value pairs; a pair without a value is left out. */
export function Paires({ paires }: { paires: [string, ReactNode][] }) {
  const presentes = paires.filter(([, v]) => v !== null && v !== undefined && v !== '')
  return (
    <dl className="mc-fiche__paires">
      {presentes.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

export function BlocAdresse({ titre, adresse }: { titre: string; adresse?: Adresse | null }) {
  const lignes = [
    adresse?.societe,
    adresse?.nom,
    adresse?.ligne1,
    adresse?.ligne2,
    [adresse?.codePostal, adresse?.ville].filter(Boolean).join(' '),
    adresse?.pays,
  ].filter(Boolean)
  return (
    <Bloc titre={titre}>
      {lignes.length ? (
        <address className="mc-fiche__adresse">
          {lignes.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
        </address>
      ) : (
        <p className="mc-muted">Non renseignée.</p>
      )}
      <Paires
        paires={[
          ['N° de TVA', adresse?.numeroTva],
          ['SIREN ou SIRET', adresse?.siret],
        ]}
      />
    </Bloc>
  )
}

const formatDe = (l: EtatRemboursement['lignes'][number]) =>
  l.formatLibelle ?? LIBELLES_LIVRAISON[l.livraison as Livraison]?.carte ?? l.livraison

/** The lines as a table (cards under 600 px): format, copies, unit price, line total, refunded. */
export function Lignes({ etat }: { etat: EtatRemboursement }) {
  const rembourse = etat.lignes.some((l) => l.exemplairesRembourses > 0)
  return (
    <table className="mc-fiche__lignes">
      <thead>
        <tr>
          <th scope="col">Article</th>
          <th scope="col">Format</th>
          <th scope="col" className="num">
            Exemplaires
          </th>
          <th scope="col" className="num">
            Prix unitaire
          </th>
          <th scope="col" className="num">
            Total
          </th>
          {rembourse && (
            <th scope="col" className="num">
              Remboursé
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {etat.lignes.map((l) => (
          <tr key={l.id}>
            <td data-label="Article">{l.titre}</td>
            <td data-label="Format">{formatDe(l)}</td>
            <td data-label="Exemplaires" className="num">
              {l.quantite}
            </td>
            <td data-label="Prix unitaire" className="num">
              {formatPrix(l.prixUnitaire)}
            </td>
            <td data-label="Total" className="num">
              {formatPrix(l.prixUnitaire * l.quantite)}
            </td>
            {rembourse && (
              <td data-label="Remboursé" className="num">
                {l.exemplairesRembourses
                  ? `${formatPrix(l.montantRembourse)} (${pluriel(l.exemplairesRembourses, 'exemplaire')})`
                  : '—'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type Montants = {
  sousTotal?: number | null
  fraisDePort?: number | null
  remise?: number | null
  codePromo?: string | null
  total?: number | null
}

/** Sub-total, shipping, discount, total, then what was refunded and what is left. */
export function Totaux({ m, etat }: { m: Montants; etat: EtatRemboursement }) {
  const rangees: [string, string, string?][] = [
    ['Sous-total', formatPrix(m.sousTotal ?? 0)],
    [
      'Livraison',
      m.fraisDePort ? formatPrix(m.fraisDePort) : 'Offerte',
      etat.port.rembourse ? 'remboursée' : undefined,
    ],
    ...(m.remise
      ? [
          [`Remise${m.codePromo ? ` (${m.codePromo})` : ''}`, `−\u00a0${formatPrix(m.remise)}`] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  return (
    <dl className="mc-fiche__totaux">
      {rangees.map(([k, v, note]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            {v}
            {note && <small> — {note}</small>}
          </dd>
        </div>
      ))}
      <div className="mc-fiche__total">
        <dt>Total</dt>
        <dd>{formatPrix(m.total ?? 0)}</dd>
      </div>
      {etat.rembourse > 0 && (
        <>
          <div>
            <dt>Remboursé</dt>
            <dd data-testid="montant-rembourse">{`−\u00a0${formatPrix(etat.rembourse)}`}</dd>
          </div>
          <div className="mc-fiche__total">
            <dt>Reste à rembourser</dt>
            <dd data-testid="reste-a-rembourser">{formatPrix(etat.reste)}</dd>
          </div>
        </>
      )}
    </dl>
  )
}
