import { CarteArticle } from '@/components/templates/Articles'
import type { ArticleResume } from '@/lib/data/articles'

import { EnTete } from './EnTete'

/** The latest articles of the journal; nothing when there is none. */
export function DerniersArticles({ articles }: { articles: ArticleResume[] }) {
  if (articles.length === 0) return null
  return (
    <section className="conteneur mt-24" aria-labelledby="titre-articles">
      <EnTete
        id="titre-articles"
        surtitre="Le journal"
        titre="À lire au calme"
        lien={{ href: '/articles', label: 'Tous les articles' }}
      />
      <ul className="grid gap-8 md:grid-cols-3">
        {articles.map((a) => (
          <li key={a.id}>
            <CarteArticle article={a} niveau="h3" />
          </li>
        ))}
      </ul>
    </section>
  )
}
