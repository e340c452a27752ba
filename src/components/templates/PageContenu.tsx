import type { ReactNode } from 'react'

import { Lien } from '@/components/ui/Lien'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import type { PageContenu as Doc } from '@/lib/data/pages'
import type { Reglages } from '@/lib/data/reglages'
import { formatDate } from '@/lib/format'
import { RichText } from '@/components/ui/RichText'
import { sommaire } from '@/lib/contenu'
import { breadcrumbLd } from '@/lib/seo'

/** /a-propos, the legal pages and any /{name}: rich text with anchored headings and a table of contents. */
export function PageContenu({
  page,
  reglages,
  blocs,
}: {
  page: Doc
  reglages: Reglages
  /** The parts written from the settings (`[[vendeur]]`…, src/components/legal/BlocsReglages.tsx). */
  blocs?: Record<string, ReactNode>
}) {
  const toc = sommaire(page.contenu)
  const miettes = [
    { nom: 'Accueil', href: '/' },
    { nom: page.titre, href: `/${page.slug}` },
  ]
  return (
    <>
      <PageHeader
        titre={page.titre}
        miettes={miettes}
        intro={page.description ? <p>{page.description}</p> : undefined}
      />
      <div className="conteneur grid gap-10 lg:grid-cols-[16rem_minmax(0,42rem)] lg:gap-16">
        {toc.length > 1 ? (
          <nav aria-label="Sommaire" className="lg:sticky lg:top-40 lg:self-start">
            <p className="mb-3 text-sm font-bold tracking-[0.12em] text-gris uppercase">Sommaire</p>
            <ol className="grid gap-1.5 border-l border-trait pl-4 text-[0.975rem]">
              {toc.map((h) => (
                <li key={h.id}>
                  <Lien href={`#${h.id}`} className="text-encre-douce hover:text-terracotta">
                    {h.label}
                  </Lien>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div>
          <RichText data={page.contenu} blocs={blocs} />
          <p className="mt-12 border-t border-trait pt-5 text-sm text-gris">
            Dernière mise à jour{'\u00a0'}: {formatDate(page.updatedAt)}
          </p>
        </div>
      </div>
      <JsonLd data={breadcrumbLd(reglages, miettes)} />
    </>
  )
}
