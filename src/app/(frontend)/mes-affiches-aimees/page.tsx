import type { Metadata } from 'next'

import { LikedProducts } from '@/components/client/LikedProducts'

export const metadata: Metadata = {
  title: 'Mes affiches aimées',
  description: 'Les affiches que vous avez aimées, gardées sur cet appareil.',
  robots: { index: false },
}

export default function MesAffichesAimees() {
  return (
    <section className="conteneur py-12">
      <p className="surtitre">Votre sélection</p>
      <h1 className="mt-2 text-4xl">Mes affiches aimées</h1>
      <LikedProducts />
    </section>
  )
}
