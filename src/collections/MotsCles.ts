import {
  noterProduitsAvantSuppression,
  reindexerApresRenommage,
  reindexerApresSuppression,
} from '@/lib/catalogue'

import { taxonomy } from './taxonomy'

const base = taxonomy({ slug: 'mots-cles', singular: 'Mot-clé', plural: 'Mots-clés' })

/** Keyword names are searched (src/lib/catalogue/recherche): the index follows a rename or a delete, before the
 *  caches expire. Its products are noted before the delete takes the keyword out of them. */
export const MotsCles = {
  ...base,
  hooks: {
    ...base.hooks,
    afterChange: [reindexerApresRenommage, ...(base.hooks?.afterChange ?? [])],
    beforeDelete: [noterProduitsAvantSuppression, ...(base.hooks?.beforeDelete ?? [])],
    afterDelete: [reindexerApresSuppression, ...(base.hooks?.afterDelete ?? [])],
  },
} satisfies typeof base
