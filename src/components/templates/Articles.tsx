import { Lien } from '@/components/ui/Lien'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { Visuel } from '@/components/ui/Visuel'
import type { ArticleComplet, ArticleResume } from '@/lib/data/articles'
import type { Reglages } from '@/lib/data/reglages'
import { formatDate, isoDate } from '@/lib/format'
import { articleImageUrl } from '@/lib/catalogue'
import { RichText } from '@/components/ui/RichText'
import { articleLd, breadcrumbLd } from '@/lib/seo'

export const articlePath = (slug: string) => `/articles/${slug}`

/** An article in the journal: image, date, title (the whole card is one link), extrait. */
export function CarteArticle({
  article: a,
  une = false,
  niveau = 'h2',
}: {
  article: ArticleResume
  une?: boolean
  niveau?: 'h2' | 'h3'
}) {
  const Titre = niveau
  return (
    <article className={`group relative ${une ? 'grid items-center gap-6 md:grid-cols-2 md:gap-10' : ''}`}>
      <Visuel
        src={articleImageUrl(a.slug)}
        alt=""
        width={1200}
        height={630}
        priority={une}
        sizes={
          une ? '(min-width: 768px) 46vw, 92vw' : '(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw'
        }
        className="aspect-[1200/630] w-full rounded-carte object-cover shadow-affiche"
      />
      <div>
        <p className={`${une ? '' : 'mt-4'} text-sm text-gris`}>
          <time dateTime={isoDate(a.publishedAt)}>{formatDate(a.publishedAt)}</time>
        </p>
        <Titre
          className={
            une
              ? 'mt-2 text-[2rem] font-medium md:text-[2.5rem]'
              : 'mt-1 font-titre text-[1.4rem] leading-snug font-medium'
          }
        >
          <Lien
            href={articlePath(a.slug)}
            className="after:absolute after:inset-0 group-hover:text-terracotta"
          >
            {a.titre}
          </Lien>
        </Titre>
        <p className={une ? 'mt-3 text-lg text-encre-douce' : 'mt-2 line-clamp-3 text-encre-douce'}>
          {a.extrait}
        </p>
      </div>
    </article>
  )
}

/** /articles: the journal, newest first; the first article is featured. */
export function ListeArticles({ articles }: { articles: ArticleResume[] }) {
  const [une, ...autres] = articles
  return (
    <>
      <PageHeader
        surtitre="Le journal de l’atelier"
        titre="Articles"
        intro="Stress, anxiété, ikigaï, alimentation : des lectures courtes et sourcées pour vous et vos patients."
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Articles', href: '/articles' },
        ]}
      />
      <div className="conteneur">
        {!une && <p className="text-encre-douce">Aucun article publié pour le moment.</p>}
        {une && <CarteArticle article={une} une />}
        {autres.length > 0 && (
          <ul className="mt-16 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {autres.map((a) => (
              <li key={a.id}>
                <CarteArticle article={a} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

/** /articles/{slug}: the article with its JSON-LD Article. */
export function PageArticle({ article: a, reglages }: { article: ArticleComplet; reglages: Reglages }) {
  const miettes = [
    { nom: 'Accueil', href: '/' },
    { nom: 'Articles', href: '/articles' },
    { nom: a.titre, href: articlePath(a.slug) },
  ]
  return (
    <article>
      <PageHeader titre={a.titre} miettes={miettes} intro={<p>{a.extrait}</p>}>
        <p className="mt-5 text-sm text-gris">
          Par {a.auteur || reglages.author} ·{' '}
          <time dateTime={isoDate(a.publishedAt)}>{formatDate(a.publishedAt)}</time>
        </p>
      </PageHeader>
      <div className="conteneur">
        <Visuel
          src={articleImageUrl(a.slug)}
          alt=""
          width={1200}
          height={630}
          priority
          sizes="(min-width: 1248px) 1184px, 100vw"
          className="aspect-[1200/630] w-full rounded-[1.75rem] object-cover shadow-affiche"
        />
        <RichText data={a.contenu} className="mx-auto mt-12 max-w-2xl" />
        <p className="mx-auto mt-14 max-w-2xl border-t border-trait pt-6">
          <Lien href="/articles" className="lien font-semibold">
            ← Tous les articles
          </Lien>
        </p>
      </div>
      <JsonLd data={articleLd(reglages, a, articleImageUrl(a.slug), articlePath(a.slug))} />
      <JsonLd data={breadcrumbLd(reglages, miettes)} />
    </article>
  )
}
