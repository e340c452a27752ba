// The parts of the legal pages written from the settings (Law III, item 1): a paragraph holding only
// `[[clé]]` becomes that part; the seller's identity, the mediator, the shipping prices and the model
// withdrawal form come from the settings, so that the CGV and the legal notice cannot disagree with them.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { blocsReglages } from '@/components/legal/BlocsReglages'
import type { MentionsVendeur } from '@/lib/data/vendeur'
import { identiteDesReglages } from '@/lib/vendeur/identite'
import { RichText } from '@/components/ui/RichText'

const paragraphe = (texte: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text: texte, detail: 0, format: 0, mode: 'normal', style: '' }],
})
const contenu = (...textes: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: textes.map(paragraphe),
  },
})

const mentions: MentionsVendeur = {
  vendeur: identiteDesReglages({
    raisonSociale: 'Atelier Essai SARL',
    formeJuridique: 'SARL',
    capital: 500_000,
    immatriculation: 'RCS Lyon 123 456 782',
    siret: '12345678200002',
    adresseVendeur: '8 rue des Teinturiers\n69001 Lyon',
    numeroTvaVendeur: 'FR11123456782',
    tauxTva: 20,
    emailVendeur: 'vendeur@example.fr',
    mediateur: { nom: 'CM2C', adresse: '49 rue de Ponthieu\n75008 Paris', site: 'www.cm2c.net' },
  }),
  envois: [
    { classe: 'Enveloppe', prix: 290, formats: ['A5', 'A4'] },
    { classe: 'Tube', prix: 890, formats: ['A2'] },
  ],
  livraisonOfferteDes: 6000,
}
const rendu = (...textes: string[]) =>
  renderToStaticMarkup(<RichText data={contenu(...textes)} blocs={blocsReglages(mentions)} />)
const texte = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\n]+/g, ' ')

describe('parts of a page written from the settings', () => {
  it('replaces a paragraph holding only a known key, and leaves any other text as written', () => {
    const html = rendu('Avant', '[[vendeur]]', '[[inconnu]]', 'Voir [[vendeur]] ici')
    expect(html).toContain('data-bloc="vendeur"')
    expect(html).toContain('[[inconnu]]')
    expect(html).toContain('Voir [[vendeur]] ici')
  })

  it('says who sells: company, capital, registration, SIRET, VAT number, address', () => {
    const t = texte(rendu('[[vendeur]]'))
    expect(t).toContain('Atelier Essai SARL, SARL au capital de 5\u202f000,00\u00a0€.')
    expect(t).toContain('RCS Lyon 123 456 782 — SIRET\u00a0: 123 456 782 00002')
    expect(t).toContain('TVA intracommunautaire\u00a0: FR11123456782.')
    expect(t).toContain('8 rue des Teinturiers, 69001 Lyon')
  })

  it('states the shipping prices of the settings, by parcel, and the mediator without the closed EU platform', () => {
    const t = texte(rendu('[[prix-livraison]]', '[[mediateur]]'))
    expect(t).toContain('Enveloppe\u00a0: 2,90\u00a0€ (A5, A4)')
    expect(t).toContain('Tube\u00a0: 8,90\u00a0€ (A2)')
    expect(t).toContain('offerts à partir de 60,00\u00a0€')
    expect(t).toContain('TVA au taux de 20\u00a0%')
    expect(t).toContain('médiateur de la consommation CM2C, 49 rue de Ponthieu, 75008 Paris (www.cm2c.net)')
    expect(t).not.toMatch(/plateforme/i)
  })

  it('carries the model withdrawal form of the annex to R221-1, addressed to the seller', () => {
    const t = texte(rendu('[[formulaire-retractation]]'))
    expect(t).toContain('Modèle de formulaire de rétractation')
    expect(t).toContain(
      'À l’attention de Atelier Essai SARL, 8 rue des Teinturiers, 69001 Lyon, vendeur@example.fr\u00a0:',
    )
    expect(t).toContain('Commandé le (*)/reçu le (*)\u00a0:')
    expect(t).toContain('(*) Rayez la mention inutile.')
  })
})
