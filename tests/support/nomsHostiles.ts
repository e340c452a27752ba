/** Names an object inherits: as a collection, a global or an endpoint, each was a 500 (issue 44). */
export const NOMS_DU_PROTOTYPE = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const
