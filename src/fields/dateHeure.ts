/**
 * Admin dates as a French reader writes them: « 25/11/2026 », « 25/11/2026 22:15 » (date-fns formats;
 * Payload's defaults are American: 11/25/2026, Nov 25, 2026 10:15 PM). The picker (react-datepicker)
 * displays and parses the same format, and takes a date typed alone (« 25/11/2026 ») in a date-and-time
 * field. Month and day names come from the admin's French locale (payload.config.ts, i18n `fr`).
 */
export const FORMAT_DATE = 'dd/MM/yyyy'
export const FORMAT_HEURE = 'HH:mm'
export const FORMAT_DATE_HEURE = `${FORMAT_DATE} ${FORMAT_HEURE}`

/** The shop's time zone: the admin's scheduling drawer states it and schedules in it. */
export const FUSEAU_BOUTIQUE = 'Europe/Paris'

/** `admin.date` of a date field. */
export const DATE = { pickerAppearance: 'default', displayFormat: FORMAT_DATE } as const

/** `admin.date` of a date-and-time field: 24-hour times every 15 minutes in the picker. */
export const DATE_HEURE = {
  pickerAppearance: 'dayAndTime',
  displayFormat: FORMAT_DATE_HEURE,
  timeFormat: FORMAT_HEURE,
  timeIntervals: 15,
} as const

/** `versions.drafts.schedulePublish` (« Programmer la publication »): a 24-hour time list. Payload fixes
 *  the drawer's display format itself (« nov. 25, 2026 … »); only its time format can be set
 *  (docs/decisions/0041-euros-et-dates-francaises-dans-l-admin.md says where). */
export const PLANIFICATION = { timeFormat: FORMAT_HEURE, timeIntervals: 5 } as const
