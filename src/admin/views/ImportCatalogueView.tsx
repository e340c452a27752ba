import type { AdminViewServerProps } from 'payload'

import { ImportCatalogue } from '../components/ImportCatalogue'
import { ExporterCatalogue } from '../components/ImportCatalogue/Exporter'
import '../components/ImportCatalogue/import-catalogue.css'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'

/** /admin/import-catalogue: export the whole catalogue, import a file (dry run, then apply). Staff. */
export function ImportCatalogueView(props: AdminViewServerProps) {
  requireStaff(props, '/admin/import-catalogue')
  return (
    <AdminScreen
      view={props}
      title="Importer et exporter le catalogue"
      crumbs={[{ label: 'Importer et exporter le catalogue' }]}
      intro={
        <p>
          Exportez, modifiez le fichier dans un tableur, puis importez-le{'\u00a0'}: chaque ligne est
          retrouvée par son slug, un slug nouveau crée un brouillon, une colonne absente n’est pas modifiée.
          Tout le fichier est vérifié avant d’écrire quoi que ce soit, et l’essai montre chaque changement
          avant que vous l’appliquiez. Prix en euros («{'\u00a0'}12,00{'\u00a0'}»), listes de slugs séparés
          par «{'\u00a0'}|{'\u00a0'}», formats «{'\u00a0'}A3=15,00 | A4{'\u00a0'}». Le menu «{'\u00a0'}
          Exporter{'\u00a0'}» de chaque liste exporte la page affichée (ses colonnes, sa limite).
        </p>
      }
    >
      <div className="mc-import">
        <ExporterCatalogue />
        <h2>Importer un fichier</h2>
        <ImportCatalogue />
      </div>
    </AdminScreen>
  )
}
