import type { Config } from 'payload'

/** Custom admin components and views (paths relative to src/, see admin.importMap.baseDir). */
export const adminComponents: NonNullable<Config['admin']>['components'] = {}
