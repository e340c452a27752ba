import { Lien } from '@/components/ui/Lien'
import { SearchForm } from '@/components/layout/SearchForm'

const TEXTES = {
  404: {
    titre: 'Cette page est introuvable',
    texte:
      'L’adresse a peut-être changé, ou l’affiche n’est plus au catalogue. Une recherche vous remettra sur la voie.',
  },
  451: {
    titre: 'Indisponible pour raisons légales',
    texte:
      'Ce contenu ne peut pas être affiché : une décision de justice ou une obligation légale nous empêche de le publier.',
  },
} as const

/** /404, /451 and the not-found page. */
export function PageErreur({ code }: { code: 404 | 451 }) {
  const t = TEXTES[code]
  return (
    <section className="conteneur grid min-h-[60vh] items-center py-16" aria-labelledby="titre-erreur">
      <div className="max-w-2xl">
        <p
          className="font-titre text-[5.5rem] leading-none font-light text-terracotta md:text-[8rem]"
          aria-hidden="true"
        >
          {code}
        </p>
        <h1 id="titre-erreur" className="mt-4 text-[2.2rem] font-medium md:text-[3rem]">
          {t.titre}
        </h1>
        <p className="mt-4 text-lg text-encre-douce">{t.texte}</p>
        <SearchForm id={`recherche-${code}`} className="mt-8 max-w-md" />
        <div className="mt-8 flex flex-wrap gap-3">
          <Lien href="/" className="bouton bouton-plein">
            Retour à l’accueil
          </Lien>
          <Lien href="/produits" className="bouton bouton-contour">
            Voir les affiches
          </Lien>
        </div>
      </div>
    </section>
  )
}
