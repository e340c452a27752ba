import { revalidateCollection } from '@/hooks/revalidate'

/** Expires, on publish, unpublish and delete, what shows the portfolio: its one cached read (the /portfolio
 *  page). */
export const revalidate = revalidateCollection()
