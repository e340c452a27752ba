// Loaded by `node --import` before `next start` (scripts/lib/next-start.mjs, the Dockerfile): the client
// address and the security headers are in place before the server accepts its first request, and so is
// the bounded page cache (src/lib/infra/cache/install.mjs), and so is the store of answers in front of
// Next's listener (src/lib/infra/http/responseCache.mjs), which must wrap it before Next creates its server.
import { installBoundedFileCache } from '../../src/lib/infra/cache/install.mjs'
import { installIncomingRequest } from '../../src/lib/infra/http/incomingRequest.mjs'
import { installResponseCache } from '../../src/lib/infra/http/responseCache.mjs'

installIncomingRequest()
installBoundedFileCache()
installResponseCache()
