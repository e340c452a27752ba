import type { ReactNode } from 'react'

import type { Miette } from '@/lib/seo'

import { Breadcrumbs } from './Breadcrumbs'

/** Title block shared by every inner page. */
export function PageHeader({
  surtitre,
  titre,
  intro,
  miettes,
  children,
}: {
  surtitre?: string
  titre: string
  intro?: ReactNode
  miettes?: Miette[]
  children?: ReactNode
}) {
  return (
    <header className="conteneur pt-8 pb-10 md:pt-10 md:pb-12">
      {miettes && <Breadcrumbs miettes={miettes} />}
      {surtitre && <p className="surtitre mt-6">{surtitre}</p>}
      <h1
        className={`${surtitre ? 'mt-2' : 'mt-6'} max-w-4xl text-[2.4rem] font-medium text-encre md:text-[3.4rem]`}
      >
        {titre}
      </h1>
      {intro && <div className="mt-4 max-w-2xl text-lg text-encre-douce">{intro}</div>}
      {children}
    </header>
  )
}
