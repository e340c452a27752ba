import type { Payload } from 'payload'

import { type Report, SEED_CONTEXT } from './store'
import { DEFAULT_LOCALE, DEFAULT_MOCKUP, FORMATS_PAR_DEFAUT, ITEMS_PER_PAGE, OG_IMAGE } from '@/lib/catalogue'

/** The reglages global with the values of docs/SPECIFICATION.md §1 and §3; written once (lastmod marks it
 *  as seeded). */
export async function seedReglages(payload: Payload, report: Report): Promise<void> {
  const current = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  if (current?.lastmod) return
  await payload.updateGlobal({
    slug: 'reglages',
    data: {
      name: 'Mots & Couleurs',
      shortName: 'mots-couleurs',
      author: 'Atelier Mots & Couleurs',
      canonicalURL: process.env.SITE_URL || 'http://localhost:3000',
      email: 'bonjour@mots-couleurs.example',
      locale: DEFAULT_LOCALE,
      lastmod: new Date().toISOString(),
      title: 'Mots & Couleurs — affiches illustrées pour praticiens du bien-être',
      description:
        'Affiches, cartes, jeux et infographies illustrés pour les cabinets de thérapeutes et praticiens du bien-être\u00a0: citations, affirmations positives, définitions et art médical.',
      ogImage: { ...OG_IMAGE },
      defaultMockup: DEFAULT_MOCKUP,
      itemsPerPage: ITEMS_PER_PAGE,
      fraisDePort: 590,
      livraisonOfferteDes: 6000,
      formatsImpression: FORMATS_PAR_DEFAUT.map((f) => ({ ...f })),
      fraisDePortEnveloppe: 290,
      fraisDePortTube: 890,
      // One coherent fictitious company (its SIRET passes its check digit, its VAT number is its SIREN's):
      // replace in the admin before selling. The legal pages and the CGV render it (src/lib/vendeur).
      raisonSociale: 'Atelier Mots & Couleurs SARL',
      formeJuridique: 'SARL',
      capital: 500_000,
      immatriculation: 'RCS Lyon 123 456 782 (fictif, boutique de démonstration)',
      adresseVendeur: '8 rue des Teinturiers\n69001 Lyon\nFrance',
      siret: '12345678200002',
      numeroTvaVendeur: 'FR11123456782',
      telephoneVendeur: '04 00 00 00 00',
      emailVendeur: 'bonjour@mots-couleurs.example',
      directionPublication: 'Camille Martin, gérante',
      mediateur: { nom: 'CM2C', adresse: '49 rue de Ponthieu\n75008 Paris', site: 'www.cm2c.net' },
      hebergeur: { nom: 'OVH SAS', adresse: '2 rue Kellermann\n59100 Roubaix', telephone: '1007' },
      tvaNonApplicable: false,
      tauxTva: 20,
    },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  report.add('reglages')
}
