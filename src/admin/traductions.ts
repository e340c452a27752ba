/**
 * Corrections of Payload's French (`@payloadcms/translations` fr, 3.90.1) on the screens editors use
 * (docs/decisions/0181-admin-en-francais.md). Payload's fr writes « un(e) nouveau ou nouvelle {{label}} »
 * where the gender of the label is unknown: each string here is rewritten so that it reads right for any
 * label (« Créer\u00a0: Produit »). Two of its strings name a variable Payload never passes (`{{titre}}`,
 * `{{étiquette}}`): the drawer printed « {{titre}} » raw. Keys and variables are Payload's; the unit test
 * tests/unit/traductions-admin.test.ts checks that each key exists and keeps the English variables.
 */
const nbsp = '\u00a0'

export const traductionsAdmin = {
  fields: {
    addNew: 'Ajouter',
    addNewLabel: `Ajouter${nbsp}: {{label}}`,
    chooseFromExisting: 'Choisir parmi les fichiers existants',
    chooseLabel: `Choisir${nbsp}: {{label}}`,
    newLabel: `Nouveau document${nbsp}: {{label}}`,
    uploadNewLabel: `Téléverser${nbsp}: {{label}}`,
  },
  general: {
    created: 'Création',
    createdAt: 'Date de création',
    createNew: 'Créer',
    createNewLabel: `Créer${nbsp}: {{label}}`,
    creatingNewLabel: `Création${nbsp}: {{label}}`,
    deletedSuccessfully: 'Suppression effectuée.',
    ascending: 'Croissant',
    descending: 'Décroissant',
    globals: 'Réglages globaux',
    none: 'Aucune valeur',
    noResults: `Aucun résultat pour «${nbsp}{{label}}${nbsp}». Il n’y en a pas encore, ou aucun ne correspond aux filtres choisis.`,
    // The scheduling drawer (« Programmer la publication »): its title, its date field and time zone.
    schedulePublishFor: `Programmer la publication de «${nbsp}{{title}}${nbsp}»`,
    time: 'Date et heure (heure de Paris)',
    successfullyCreated: `{{label}}${nbsp}: création enregistrée.`,
    successfullyDuplicated: `{{label}}${nbsp}: copie enregistrée.`,
    titleDeleted: `{{label}} «${nbsp}{{title}}${nbsp}»${nbsp}: suppression effectuée.`,
  },
  version: {
    aboutToRestoreGlobal: `Vous allez rétablir «${nbsp}{{label}}${nbsp}» tel qu’il était le {{versionDate}}.`,
    noRowsFound: `Aucun résultat pour «${nbsp}{{label}}${nbsp}».`,
    noRowsSelected: `Aucune ligne sélectionnée pour «${nbsp}{{label}}${nbsp}».`,
    restoredSuccessfully: 'Version rétablie.',
  },
} as const
