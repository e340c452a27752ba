import type { Payload } from 'payload'

import { formatPrix } from '@/lib/format'
import { CLASSES_EXPEDITION, lireBoutique } from '@/lib/catalogue'

import { formulaireRetractation, identiteDesReglages, type IdentiteVendeur, phrasesVendeur } from './identite'

/** What the legal pages and the CGV say from the settings: who sells, and what shipping costs. */
export type MentionsVendeur = {
  vendeur: IdentiteVendeur
  /** One row per parcel class in use: its price and the formats it carries. */
  envois: { classe: string; prix: number; formats: string[] }[]
  livraisonOfferteDes: number
}

export async function lireMentions(payload: Payload): Promise<MentionsVendeur> {
  const r = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  const boutique = await lireBoutique(payload)
  const actifs = boutique.formats.filter((f) => f.actif)
  return {
    vendeur: identiteDesReglages(r),
    envois: CLASSES_EXPEDITION.map((c) => ({
      classe: c.label,
      prix: boutique.port[c.value],
      formats: actifs.filter((f) => f.classeExpedition === c.value).map((f) => f.libelle),
    })).filter((e) => e.formats.length > 0),
    livraisonOfferteDes: boutique.livraisonOfferteDes,
  }
}

const nb = '\u00a0'

/** The mediator's coordinates (L612-1); the EU online platform closed in July 2025 is not cited. */
export function phraseMediateur(v: IdentiteVendeur): string {
  if (!v.mediateur) return 'Médiateur de la consommation à désigner dans les réglages.'
  const { nom, adresse, site } = v.mediateur
  return `Conformément aux articles L612-1 et suivants du Code de la consommation, le consommateur peut recourir gratuitement au médiateur de la consommation ${nom}${adresse.length ? `, ${adresse.join(', ')}` : ''}${site ? ` (${site})` : ''}, après une réclamation écrite adressée au vendeur et restée sans réponse satisfaisante.`
}

export function phraseHebergeur(v: IdentiteVendeur): string | null {
  if (!v.hebergeur) return null
  const { nom, adresse, telephone } = v.hebergeur
  return `Le site est hébergé par ${nom}${adresse.length ? `, ${adresse.join(', ')}` : ''}${telephone ? `, téléphone${nb}: ${telephone}` : ''}.`
}

/** The prices paragraph: VAT, then one line per parcel class, then the free-shipping threshold. */
export function phrasesPrix({ vendeur: v, envois, livraisonOfferteDes }: MentionsVendeur) {
  const tva = v.tvaNonApplicable
    ? 'TVA non applicable, article 293\u00a0B du CGI.'
    : `Ils comprennent la TVA au taux de ${String(v.tauxTva).replace('.', ',')}${nb}%.`
  return {
    avant: [
      `Les prix sont indiqués en euros, toutes taxes comprises. ${tva} Les produits numériques sont livrés sans frais.`,
      `Les produits imprimés d’une commande partent en un seul envoi, dans le conditionnement de son plus grand format${nb}; les frais de livraison, indiqués avant la validation de la commande, sont de${nb}:`,
    ],
    envois: envois.map((e) => `${e.classe}${nb}: ${formatPrix(e.prix)} (${e.formats.join(', ')})${nb};`),
    apres: `Ils sont offerts à partir de ${formatPrix(livraisonOfferteDes)} d’achats.`,
  }
}

/** A paragraph of the plain-text rendering (the CGV's PDF): a heading, a paragraph, a list item. */
export type Paragraphe = { texte: string; genre: 'titre' | 'paragraphe' | 'puce' | 'gras' | 'italique' }

/** The settings' parts of the legal pages as plain paragraphs, the same sentences the page shows
 *  (src/components/legal/BlocsReglages.tsx renders these). */
export function textesReglages(m: MentionsVendeur): Record<string, Paragraphe[]> {
  const p = (texte: string, genre: Paragraphe['genre'] = 'paragraphe'): Paragraphe => ({ texte, genre })
  const v = m.vendeur
  const prix = phrasesPrix(m)
  const hebergeur = phraseHebergeur(v)
  const formulaire = formulaireRetractation(v)
  const [consigne, ...suite] = formulaire.lignes
  return {
    vendeur: [
      ...phrasesVendeur(v).map((t) => p(t)),
      ...(v.directionPublication ? [p(`Direction de la publication${nb}: ${v.directionPublication}.`)] : []),
    ],
    mediateur: [p(phraseMediateur(v))],
    hebergeur: hebergeur ? [p(hebergeur)] : [],
    'prix-livraison': [
      ...prix.avant.map((t) => p(t)),
      ...prix.envois.map((t) => p(t, 'puce')),
      p(prix.apres),
    ],
    'formulaire-retractation': [
      p(formulaire.titre, 'gras'),
      p(consigne, 'italique'),
      ...suite.map((t) => p(t)),
    ],
  }
}
