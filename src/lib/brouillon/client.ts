// The door of brouillon for code that runs without the server (the browser): types only.
export type { SourceVisuels } from './visuels'
