import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/** A place where a file may be used: a collection, its field, and how to name what uses it. */
export type Usage = {
  collection: CollectionSlug
  champ: string
  nom: (n: number) => string
  brouillons?: boolean
}

/**
 * beforeDelete of an upload collection: refuses (409, in French) to delete a file that a document, or the
 * latest draft of one, still uses. Deleting it used to "work" and leave a required field empty, so the
 * product could no longer be saved, or its page lost its picture.
 */
export function refuserSiUtilise(quoi: string, usages: Usage[]): CollectionBeforeDeleteHook {
  return async ({ req, id }) => {
    const parts: string[] = []
    for (const { collection, champ, nom, brouillons } of usages) {
      const { totalDocs } = await req.payload.count({
        collection,
        where: { [champ]: { equals: id } },
        overrideAccess: true,
        req,
      })
      let n = totalDocs
      if (brouillons) {
        const versions = await req.payload.countVersions({
          collection,
          where: { and: [{ [`version.${champ}`]: { equals: id } }, { latest: { equals: true } }] },
          overrideAccess: true,
          req,
        })
        n = Math.max(n, versions.totalDocs)
      }
      if (n > 0) parts.push(`${n}\u00a0${nom(n)}`)
    }
    if (parts.length > 0)
      throw new APIError(
        `${quoi} est encore utilisé par ${parts.join(', ')}\u00a0: remplacez-le avant de le supprimer.`,
        409,
        undefined,
        true,
      )
  }
}
