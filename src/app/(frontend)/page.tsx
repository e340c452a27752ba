import { Audiences } from '@/components/templates/Accueil/Audiences'
import { Bandeau } from '@/components/templates/Accueil/Bandeau'
import { Collections } from '@/components/templates/Accueil/Collections'
import { CoupsDeCoeur } from '@/components/templates/Accueil/CoupsDeCoeur'
import { DerniersArticles } from '@/components/templates/Accueil/DerniersArticles'
import { Lettre } from '@/components/templates/Accueil/Lettre'
import { Nouveautes } from '@/components/templates/Accueil/Nouveautes'
import { lireArticles } from '@/lib/data/articles'
import { lireProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTermes, lireTermesAvecCompte } from '@/lib/data/taxonomies'
import { pageMetadata } from '@/lib/seo'

export async function generateMetadata() {
  const r = await lireReglages()
  const meta = pageMetadata(r, { title: r.title, description: r.description, path: '/' })
  return { ...meta, title: { absolute: r.title } }
}

/** Home: its reads (src/lib/data, cache policy on each function), then its sections in order — hero,
 *  the studio's picks, audiences, collections, latest posters, articles, newsletter. Each section is a
 *  component of src/components/templates/Accueil that renders what it is handed; a new one is a read
 *  and a section here (docs/etendre.md, « Une collection publique »). */
export default async function Home() {
  const [coups, nouveautes, audiences, collections, articles] = await Promise.all([
    lireProduits({ type: 'coups-de-coeur' }, 1, 8),
    lireProduits({ type: 'tous' }, 1, 8),
    lireTermes('audiences'),
    lireTermesAvecCompte('collections'),
    lireArticles(3),
  ])
  // The hero shows three of the studio's picks, or the three latest posters while it has fewer.
  const vitrine = (coups.docs.length >= 3 ? coups.docs : nouveautes.docs).slice(0, 3)

  return (
    <>
      <Bandeau vitrine={vitrine} />
      <CoupsDeCoeur produits={coups.docs} />
      <Audiences audiences={audiences} />
      <Collections collections={collections} />
      <Nouveautes produits={nouveautes.docs} />
      <DerniersArticles articles={articles} />
      <Lettre />
    </>
  )
}
