import { revalidateCollection } from '@/hooks/revalidate'

/** Expires, on publish, unpublish and delete, what shows the FAQ: its one cached read (the /faq page). */
export const revalidate = revalidateCollection()
