// Which integration files the MongoDB pass of `npm test` runs (docs/decisions/0126-ci-abordable.md): every
// file whose subject is the data — queries, relations, versions, uniqueness, counters, search, the
// shop's writes — since that is where the two adapters differ. Left out, the files whose subject sits in
// front of or beside the database and reads the same through either adapter; a new file is in the pass
// until it is listed here.
export const MONGO_SKIPPED = {
  // the validation in front of the database, the same for both adapters
  'tests/int/fuzz.test.ts': 'entrées refusées avant la base',
  // the local SQLite file's preparation: no such file with MongoDB
  'tests/int/preparation-schema.test.ts': 'fichier SQLite',
  // starts its own MongoDB-compatible server and copies a SQLite database to it and back
  'tests/int/transfert.test.ts': 'son propre serveur MongoDB',
  // no Payload at all: Redis, the image cache, URL spellings, canonical search URLs
  'tests/int/cache-redis.test.ts': 'Redis',
  'tests/int/invalidation-images.test.ts': 'cache des images',
  'tests/int/orthographes.test.ts': 'adresses',
  'tests/int/requete-canonique.test.ts': 'adresses',
  // HTTP in front of the data: rate limits, the API guard, same-origin, health, input limits, dates
  'tests/int/limites-redis.test.ts': 'limites de débit',
  'tests/int/garde-api.test.ts': 'garde de l’API',
  // names of routes, collections and ids refused before any read (the same on either adapter; the
  // compatible server answers a delete with findOneAndDelete, which it refuses)
  'tests/int/noms-inconnus.test.ts': 'noms de route',
  'tests/int/espace-origine.test.ts': 'même origine',
  'tests/int/exploitation.test.ts': 'santé et disponibilité',
  'tests/int/commande-limites.test.ts': 'limites des entrées',
  'tests/int/admin-dates.test.ts': 'format des dates',
  // files and rendering beside the data: images, S3, Factur-X documents
  'tests/int/apercu-visuels.test.ts': 'images',
  'tests/int/images.test.ts': 'images',
  'tests/int/stockage-s3.test.ts': 'stockage S3',
  'tests/int/facturx.test.ts': 'documents Factur-X',
  // the backup commands' arguments, output and exit codes; what they back up: sauvegarde.test.ts, in the pass
  'tests/int/sauvegarde-commandes.test.ts': 'commandes de sauvegarde',
}

/** vitest arguments that leave the skipped files out. */
export const mongoExcludes = () => Object.keys(MONGO_SKIPPED).flatMap((f) => ['--exclude', f])
