// The door of analytics: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { analyticsScript } from './script'
