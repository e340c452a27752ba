// The door of infra/storage: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { checkBuckets } from './availability'
export { clientS3 } from './bucketClient'
export { storageConfig } from './config'
export type { ConfigS3 } from './config'
export { openFile, readStoredFile } from './files'
export { storagePlugins } from './plugin'
