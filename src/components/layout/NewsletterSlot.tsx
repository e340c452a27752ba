import { NewsletterForm } from '@/components/newsletter/NewsletterForm'

/** Newsletter band of home and footer: the double opt-in form (POST /api/abonnement). */
export function NewsletterSlot({ id }: { id: string }) {
  return <NewsletterForm variant={id.includes('accueil') ? 'home' : 'footer'} />
}
