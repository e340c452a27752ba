// Two corrections of Payload's admin bundle (@payloadcms/ui 3.90.1, dist/exports/client/index.js), run
// by `postinstall` after patch-package (docs/decisions/0181-admin-en-francais.md). The bundle is minified
// on lines of 70 KB: a unified diff of it could not be read, so each correction is one exact string
// replaced by another, found exactly once, or the install fails and says which (a new Payload: check
// whether it still needs it).
//  1. « Programmer la publication » on a draft never published defaulted to « Annuler la publication »
//     (the drawer's default counts newer drafts only): « Publier » unless the document is published.
//  2. The drawer's date field showed « Nov 25, 2026 10:15 PM » (a format written in the bundle): the
//     admin's own `dateFormat`, « 25/11/2026 22:15 ».
import fs from 'node:fs'
import path from 'node:path'

export const BUNDLE = 'node_modules/@payloadcms/ui/dist/exports/client/index.js'

export const CORRECTIONS = [
  {
    nom: 'action par défaut du tiroir de programmation',
    avant: 'defaultType:D?"publish":"unpublish"',
    apres: 'defaultType:D||!r?"publish":"unpublish"',
  },
  {
    nom: 'format de date du tiroir de programmation',
    avant: 'pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat',
    apres: 'pickerAppearance:"dayAndTime",displayFormat:r,readOnly:F,timeFormat:o?.timeFormat',
  },
]

/** The bundle with every correction applied; throws naming the one whose text is not found once. */
export function corriger(texte) {
  let out = texte
  for (const { nom, avant, apres } of CORRECTIONS) {
    if (out.includes(apres)) continue
    const fois = out.split(avant).length - 1
    if (fois !== 1)
      throw new Error(`Correctif de Payload « ${nom} » : texte trouvé ${fois} fois au lieu d’une.`)
    out = out.replace(avant, apres)
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fichier = path.resolve(BUNDLE)
  const texte = fs.readFileSync(fichier, 'utf8')
  const corrige = corriger(texte)
  if (corrige !== texte) {
    // A new file renamed over the old one: a hard-linked node_modules copy keeps its own.
    fs.writeFileSync(`${fichier}.correctif`, corrige)
    fs.renameSync(`${fichier}.correctif`, fichier)
  }
}
