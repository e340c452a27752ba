import { MesCommandes, mesCommandesMetadata, messageEspace } from '@/components/templates/MesCommandes'
import { lireEspace } from '@/lib/data/prive/commandes'

export const metadata = mesCommandesMetadata

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /mes-commandes: the customer space, opened by a mailed single-use link (no password). Its read, never
 *  cached, then its template: two hops (docs/decisions/0224-deux-sauts-et-un-client.md). */
export default async function MesCommandesPage({ searchParams }: Props) {
  const { lien, deconnecte, page } = await searchParams
  const numero = typeof page === 'string' && /^\d{1,6}$/.test(page) ? Number(page) : 1
  const { session, espace } = await lireEspace(numero)
  return <MesCommandes session={session} espace={espace} message={messageEspace(lien, deconnecte)} />
}
