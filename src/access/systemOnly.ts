/** Field access for values only the shop's own code writes (local API with overrideAccess): no user
 *  sets them at creation or changes them afterwards, over any form or REST call. */
export const systemOnly = { create: () => false, update: () => false } as const
