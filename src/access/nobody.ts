import type { Access } from 'payload'

/** Writes that only server code may perform, through the local API with overrideAccess. */
export const nobody: Access = () => false
