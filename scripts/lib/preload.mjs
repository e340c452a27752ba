// Loaded by `node --import` before `next start` (scripts/lib/next-start.mjs, the Dockerfile): the client
// address and the security headers are in place before the server accepts its first request, and so is
// the bounded page cache (src/lib/infra/cache/install.mjs).
import { installBoundedFileCache } from '../../src/lib/infra/cache/install.mjs'
import { installIncomingRequest } from '../../src/lib/infra/http/incomingRequest.mjs'

installIncomingRequest()
installBoundedFileCache()
