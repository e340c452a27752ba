import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'

import { importMap } from '../../../importMap.js'

/** Same French "Rien n’a été trouvé" screen (status 404) as the admin catch-all, for unknown slugs here. */
const NotFound = () =>
  NotFoundPage({
    config,
    params: Promise.resolve({ segments: [] }),
    searchParams: Promise.resolve({}),
    importMap,
  })

export default NotFound
