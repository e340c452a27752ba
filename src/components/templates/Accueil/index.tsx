import { lireArticles } from '@/lib/data/articles'
import { lireProduits } from '@/lib/data/produits'
import { lireTermes, lireTermesAvecCompte } from '@/lib/data/taxonomies'

import { Audiences } from './Audiences'
import { Bandeau } from './Bandeau'
import { Collections } from './Collections'
import { CoupsDeCoeur } from './CoupsDeCoeur'
import { DerniersArticles } from './DerniersArticles'
import { Lettre } from './Lettre'
import { Nouveautes } from './Nouveautes'

/** Home: hero, the studio's picks, audiences, collections, latest posters, articles, newsletter. */
export async function Accueil() {
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
