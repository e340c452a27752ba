// The door of infra/http for code that runs without the server (the browser, the proxy): what it may import of
// the module. Its files import nothing of the server (record 0220).
export { clientKey } from './addressKey'
export { jsonError, MESSAGES } from './errors'
export { limitRule } from './limitRules'
export { MemoryRateLimiter } from './rateLimit'
export { isDecodablePath, normalizedPath } from './url'
