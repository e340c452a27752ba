// Payload's own link: moves within the admin without a reload, with its progress bar, and (like
// Payload's links) without prefetching every screen it points to.
import { Link } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { createLocalReq, type ServerProps } from 'payload'

import { dashboardFigures } from '@/lib/admin'
import { BACKUP_WARNING_HOURS, backupDir, lastBackupAge } from '@/lib/sauvegarde'
import { equipe } from '@/access/equipe'
import { parmi, TUILES } from '@/access/matrice'
import { formatPrix } from '@/lib/format'

import '../ui/admin-screens.css'
import { apercuProduit } from '../ui/links'
import { ageSauvegarde } from '../views/SauvegardesView'
import { liensPour } from './links'
import { VentesParFormat } from './VentesParFormat'

const moisCourant = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'Europe/Paris' })

type Chiffres = Awaited<ReturnType<typeof dashboardFigures>>
type Voit = (tuile: keyof typeof TUILES) => boolean

/** The figures a role may open: orders to ship, the month's sales, messages, backup, subscribers. */
function ChiffresAtelier({ voit, f, age }: { voit: Voit; f: Chiffres; age: number | null }) {
  return (
    <dl className="mc-stats">
      {voit('aExpedier') && (
        <div className="mc-stat">
          <dt>Commandes à expédier</dt>
          <dd>
            <Link href="/admin/a-expedier" prefetch={false}>
              {f.commandesAExpedier}
            </Link>
          </dd>
        </div>
      )}
      {voit('chiffreDuMois') && (
        <div className="mc-stat">
          <dt>Chiffre d’affaires de {moisCourant.format(new Date())}</dt>
          <dd>{formatPrix(f.chiffreDuMois)}</dd>
        </div>
      )}
      {voit('messages') && (
        <div className="mc-stat">
          <dt>Nouveaux messages</dt>
          <dd>
            <Link href="/admin/collections/messages?where[statut][equals]=nouveau" prefetch={false}>
              {f.nouveauxMessages}
            </Link>
          </dd>
        </div>
      )}
      {voit('sauvegarde') && (
        <div className="mc-stat" data-sauvegarde>
          <dt>Dernière sauvegarde</dt>
          <dd className={age === null || age > BACKUP_WARNING_HOURS ? 'mc-status--error' : undefined}>
            <Link href="/admin/sauvegardes" prefetch={false}>
              {ageSauvegarde(age)}
            </Link>
          </dd>
        </div>
      )}
      {voit('abonnes') && (
        <div className="mc-stat">
          <dt>Nouveaux abonnés (30 jours)</dt>
          <dd>
            <Link href="/admin/collections/abonnes?where[statut][equals]=confirme" prefetch={false}>
              {f.nouveauxAbonnes}
            </Link>
          </dd>
        </div>
      )}
    </dl>
  )
}

/** A ranking of products, each a link to its preview followed by its figure. */
function ClassementProduits<P extends { id: string | number; slug: string; titre: string }>({
  titre,
  produits,
  compte,
  vide,
}: {
  titre: string
  produits: P[]
  compte: (p: P) => ReactNode
  vide: string
}) {
  return (
    <div>
      <h3>{titre}</h3>
      {produits.length ? (
        <ol>
          {produits.map((p) => (
            <li key={p.id}>
              <Link href={apercuProduit(p.slug)} prefetch={false}>
                {p.titre}
              </Link>{' '}
              — {compte(p)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mc-muted">{vide}</p>
      )}
    </div>
  )
}

/** French welcome above Payload's collection cards: what needs doing, how the month goes. */
export async function Dashboard({ payload, user }: ServerProps) {
  if (!user || !equipe({ req: { user } })) return null
  // Each tile for the roles that may open what it links to (src/access/matrice.ts).
  const voit: Voit = (tuile) => parmi(user as never, TUILES[tuile])
  // A local request carrying the user, so reads go through the same access as the screens.
  const f = await dashboardFigures(await createLocalReq({ user: user as never }, payload))
  const nom = (user as { nom?: string | null }).nom || (user as { email?: string }).email
  const ageDerniereSauvegarde = voit('sauvegarde') ? await lastBackupAge(backupDir()) : null
  return (
    <section className="mc-welcome" aria-labelledby="mc-bienvenue">
      <h2 id="mc-bienvenue">Bonjour {nom}, bienvenue dans l’atelier Mots & Couleurs</h2>
      <ChiffresAtelier voit={voit} f={f} age={ageDerniereSauvegarde} />
      <div className="mc-welcome__lists">
        {voit('plusAimes') && (
          <ClassementProduits
            titre="Les plus aimés"
            produits={f.plusAimes}
            compte={(p) => `${p.likes} j’aime`}
            vide="Pas encore de j’aime."
          />
        )}
        {voit('ventesParFormat') && (
          <VentesParFormat ventes={f.ventesParFormat} mois={moisCourant.format(new Date())} />
        )}
        {voit('plusAjoutes') && (
          <ClassementProduits
            titre="Les plus ajoutés au panier"
            produits={f.plusAjoutes}
            compte={(p) => `${p.ajoutsPanier} ajout${p.ajoutsPanier > 1 ? 's' : ''}`}
            vide="Pas encore d’ajout au panier."
          />
        )}
      </div>
      <nav className="mc-welcome__links" aria-label="Écrans de la boutique">
        {liensPour(user).map((l) => (
          <Link key={l.href} className="mc-link-btn" href={l.href} prefetch={false}>
            {l.label}
          </Link>
        ))}
      </nav>
    </section>
  )
}
