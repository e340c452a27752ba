import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/isStaff'
import { BACKUP_WARNING_HOURS, backupDir, formatSize, lastBackupAge, listBackups } from '@/lib/sauvegarde'
import { formatDate, pluriel } from '@/lib/format'

import { SauvegarderMaintenant } from '../components/SauvegarderMaintenant'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'

const heureParis = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' })

/** How old the last backup is, in French: « il y a 3 h », « il y a 2 jours ». */
export function ageSauvegarde(heures: number | null): string {
  if (heures === null) return 'aucune sauvegarde'
  if (heures < 1) return 'il y a moins d’une heure'
  if (heures < 48) return `il y a ${Math.floor(heures)}\u00a0h`
  return `il y a ${Math.floor(heures / 24)}\u00a0jours`
}

/** /admin/sauvegardes: the archives (date, size, counts), « Sauvegarder maintenant », downloads. Admins only. */
export async function SauvegardesView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/sauvegardes')
  if (!hasRole(req.user as never, 'admin')) redirect('/admin/unauthorized')
  const dir = backupDir()
  const [archives, age] = await Promise.all([listBackups(dir), lastBackupAge(dir)])
  const ancienne = age === null || age > BACKUP_WARNING_HOURS
  return (
    <AdminScreen
      view={props}
      title="Sauvegardes"
      crumbs={[{ label: 'Sauvegardes' }]}
      actions={<SauvegarderMaintenant />}
      intro={
        <>
          <span className={ancienne ? 'mc-status--error' : undefined} data-age-sauvegarde>
            Dernière sauvegarde{'\u00a0'}: {ageSauvegarde(age)}
            {ancienne
              ? ` (plus de ${BACKUP_WARNING_HOURS}\u00a0h\u00a0: vérifiez la sauvegarde automatique)`
              : ''}
            .
          </span>{' '}
          {pluriel(archives.length, 'archive', 'archives')} dans {dir}. L’heure et le nombre d’archives
          gardées se règlent dans Réglages du site, onglet «{'\u00a0'}Sauvegardes{'\u00a0'}»{'\u00a0'}; la
          restauration se fait boutique arrêtée, avec{' '}
          <code>npm run db:restore -- --from &lt;archive&gt;</code>.
        </>
      }
    >
      {archives.length > 0 && (
        <table className="mc-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Taille</th>
              <th scope="col">Contenu</th>
              <th scope="col">Archive</th>
            </tr>
          </thead>
          <tbody>
            {archives.map((a) => (
              <tr key={a.archive} data-archive={a.archive}>
                <td>
                  {formatDate(a.createdAt)} à {heureParis.format(new Date(a.createdAt))}
                </td>
                <td>{formatSize(a.size)}</td>
                <td>
                  {pluriel(a.counts.commandes ?? 0, 'commande', 'commandes')},{' '}
                  {pluriel(a.counts.produits ?? 0, 'produit', 'produits')},{' '}
                  {pluriel(a.files, 'fichier', 'fichiers')}
                  {a.encrypted ? ', chiffrée' : ''}
                </td>
                <td>
                  <a href={`/api/sauvegardes/${a.archive}`} download>
                    Télécharger
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminScreen>
  )
}
