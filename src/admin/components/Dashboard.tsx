// Payload's own link: moves within the admin without a reload, with its progress bar, and (like
// Payload's links) without prefetching every screen it points to.
import { Link } from '@payloadcms/ui'
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

/** French welcome above Payload's collection cards: what needs doing, how the month goes. */
export async function Dashboard({ payload, user }: ServerProps) {
  if (!user || !equipe({ req: { user } })) return null
  // Each tile for the roles that may open what it links to (src/access/matrice.ts).
  const voit = (tuile: keyof typeof TUILES) => parmi(user as never, TUILES[tuile])
  // A local request carrying the user, so reads go through the same access as the screens.
  const f = await dashboardFigures(await createLocalReq({ user: user as never }, payload))
  const nom = (user as { nom?: string | null }).nom || (user as { email?: string }).email
  const ageDerniereSauvegarde = voit('sauvegarde') ? await lastBackupAge(backupDir()) : null
  return (
    <section className="mc-welcome" aria-labelledby="mc-bienvenue">
      <h2 id="mc-bienvenue">Bonjour {nom}, bienvenue dans l’atelier Mots & Couleurs</h2>
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
            <dd
              className={
                ageDerniereSauvegarde === null || ageDerniereSauvegarde > BACKUP_WARNING_HOURS
                  ? 'mc-status--error'
                  : undefined
              }
            >
              <Link href="/admin/sauvegardes" prefetch={false}>
                {ageSauvegarde(ageDerniereSauvegarde)}
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
      <div className="mc-welcome__lists">
        {voit('plusAimes') && (
          <div>
            <h3>Les plus aimés</h3>
            {f.plusAimes.length ? (
              <ol>
                {f.plusAimes.map((p) => (
                  <li key={p.id}>
                    <Link href={apercuProduit(p.slug)} prefetch={false}>
                      {p.titre}
                    </Link>{' '}
                    — {p.likes} j’aime
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mc-muted">Pas encore de j’aime.</p>
            )}
          </div>
        )}
        {voit('ventesParFormat') && (
          <VentesParFormat ventes={f.ventesParFormat} mois={moisCourant.format(new Date())} />
        )}
        {voit('plusAjoutes') && (
          <div>
            <h3>Les plus ajoutés au panier</h3>
            {f.plusAjoutes.length ? (
              <ol>
                {f.plusAjoutes.map((p) => (
                  <li key={p.id}>
                    <Link href={apercuProduit(p.slug)} prefetch={false}>
                      {p.titre}
                    </Link>{' '}
                    — {p.ajoutsPanier} ajout
                    {p.ajoutsPanier > 1 ? 's' : ''}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mc-muted">Pas encore d’ajout au panier.</p>
            )}
          </div>
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
