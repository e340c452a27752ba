/** Next calls register() once when a server process starts (src/lib/infra/operations/shutdown.ts says why the
 *  stop handlers are installed here rather than at Payload's first use). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // A production server without its public address would build links from what clients send.
  const { erreurSiteUrl } = await import('./lib/courriel/site')
  const erreur = erreurSiteUrl()
  if (erreur) {
    console.error(erreur)
    process.exit(1)
  }
  // The client's address and the security headers: preloaded by `node --import` before the server
  // accepts a request (scripts/lib/preload.mjs); installed here for a server started without it.
  const entree = await import('./lib/infra/http/incomingRequest.mjs')
  if (!entree.incomingRequestInstalled()) {
    ;(await import('./lib/infra/cache/install.mjs')).installBoundedFileCache()
    entree.installIncomingRequest()
    console.warn(
      'Adresse du client et en-têtes de sécurité installés au premier appel : lancez next start par npm start (node --import scripts/lib/preload.mjs).',
    )
  }
  const { installGracefulShutdown } = await import('./lib/infra/operations/shutdown')
  installGracefulShutdown()
  // Made-up URLs answered with the one cached 404 page before Next routes them, from the slugs that
  // exist (src/lib/infra/http/notFoundRewrite.mjs, src/lib/catalogue/notFound/). Production only: `next dev`
  // compiles routes on demand.
  if (process.env.NODE_ENV === 'production') {
    const [{ installSlugIndexLoader }, { readSlugIndex }, { installNotFoundDecision }] = await Promise.all([
      import('./lib/catalogue/notFound/registry'),
      import('./lib/catalogue/notFound/slugIndex'),
      import('./lib/catalogue/notFound/decision'),
    ])
    installSlugIndexLoader(readSlugIndex)
    installNotFoundDecision()
    // A like drops only its product's API answers from the store in front of Next.
    const [{ installResponseScope }, { cheminsExpires }] = await Promise.all([
      import('./lib/infra/http/responseCache.mjs'),
      import('./lib/catalogue/tags'),
    ])
    installResponseScope(cheminsExpires)
  }
  // One line per request (src/lib/infra/http/requestLog.ts), through the logger Payload uses.
  const [{ logger }, { installRequestLog }] = await Promise.all([
    import('./lib/infra/logging/logger'),
    import('./lib/infra/http/requestLog'),
  ])
  if (process.env.LOG_REQUETES !== 'off') installRequestLog(logger())
  // Other instances' image invalidations, heard from the start (src/lib/images/invalidate.ts).
  if (process.env.REDIS_URL) (await import('./lib/images/invalidate')).ecouterInvalidationsImages()
}
