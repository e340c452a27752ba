// What the browser and the public API of products agree on: the visitor's header and id, and the size
// of a batch. The API owns them; the browser's code (src/lib/navigateur) imports them through the light door.
export const BATCH_MAX = 100
export const VISITOR_HEADER = 'x-visitor-id'
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
