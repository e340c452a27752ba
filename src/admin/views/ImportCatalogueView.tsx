import type { AdminViewServerProps } from 'payload'

import { ImportCatalogue } from '../components/ImportCatalogue'
import '../components/ImportCatalogue/import-catalogue.css'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'

const LISTES = [
  { href: '/admin/collections/produits', label: 'Produits' },
  { href: '/admin/collections/audiences', label: 'Audiences' },
  { href: '/admin/collections/collections', label: 'Collections d’affiches' },
  { href: '/admin/collections/faq', label: 'FAQ' },
]

/** /admin/import-catalogue: the catalogue's import (dry run, then apply), and where exports are. Staff. */
export function ImportCatalogueView(props: AdminViewServerProps) {
  requireStaff(props, '/admin/import-catalogue')
  return (
    <AdminScreen
      view={props}
      title="Importer le catalogue"
      crumbs={[{ label: 'Importer le catalogue' }]}
      intro={
        <>
          <p>
            Exporter{'\u00a0'}: dans la liste{' '}
            {LISTES.map((l, i) => (
              <span key={l.href}>
                {i > 0 ? (i === LISTES.length - 1 ? ' ou ' : ', ') : ''}
                <a href={l.href}>{l.label}</a>
              </span>
            ))}
            , menu «{'\u00a0'}⋮{'\u00a0'}» puis «{'\u00a0'}Exporter…{'\u00a0'}», en CSV ou JSON. Modifiez le
            fichier, puis importez-le ici{'\u00a0'}: chaque ligne est retrouvée par son slug, un slug nouveau
            crée un brouillon. Tout le fichier est vérifié avant d’écrire quoi que ce soit, et l’essai montre
            chaque changement avant que vous l’appliquiez.
          </p>
          <p className="mc-muted">
            Colonnes et formats{'\u00a0'}: prix en euros («{'\u00a0'}12,00{'\u00a0'}»), listes séparées par «
            {'\u00a0'}|{'\u00a0'}» (slugs des audiences, collections, thèmes, mots-clés, langues), formats «
            {'\u00a0'}A3=15,00 | A4{'\u00a0'}». Une colonne absente du fichier n’est pas modifiée.
          </p>
        </>
      }
    >
      <ImportCatalogue />
    </AdminScreen>
  )
}
