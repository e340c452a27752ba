/** Admin date fields as a French reader writes them: « 23 novembre 2026 à 22:15 » (date-fns format;
 *  Payload's defaults are American: 11/23/2026, 10:15 PM). */
export const FORMAT_DATE_HEURE = "d MMMM yyyy 'à' HH:mm"

export const DATE_HEURE = { pickerAppearance: 'dayAndTime', displayFormat: FORMAT_DATE_HEURE } as const
