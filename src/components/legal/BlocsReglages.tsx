import type { ReactNode } from 'react'

import type { MentionsVendeur } from '@/lib/data/vendeur'
import { formatPrix } from '@/lib/format/prix'
import { formulaireRetractation, phrasesVendeur } from '@/lib/vendeur/identite'

const nb = '\u00a0'

/**
 * The parts of the legal pages written from the settings (Law III, item 1), placed in a page's rich text
 * by a paragraph that holds only their key, such as `[[vendeur]]` (docs/decisions/0192): the editor
 * writes the prose, the settings say who sells and what it costs, and the two cannot disagree.
 */
export function blocsReglages({ vendeur: v, envois, livraisonOfferteDes }: MentionsVendeur) {
  const blocs: Record<string, ReactNode> = {
    vendeur: (
      <div data-bloc="vendeur">
        {phrasesVendeur(v).map((p) => (
          <p key={p}>{p}</p>
        ))}
        {v.directionPublication ? (
          <p>{`Direction de la publication${nb}: ${v.directionPublication}.`}</p>
        ) : null}
      </div>
    ),
    mediateur: v.mediateur ? (
      <p data-bloc="mediateur">
        {`Conformément aux articles L612-1 et suivants du Code de la consommation, le consommateur peut recourir gratuitement au médiateur de la consommation ${v.mediateur.nom}`}
        {v.mediateur.adresse.length ? `, ${v.mediateur.adresse.join(', ')}` : ''}
        {v.mediateur.site ? ` (${v.mediateur.site})` : ''}
        {', après une réclamation écrite adressée au vendeur et restée sans réponse satisfaisante.'}
      </p>
    ) : (
      <p data-bloc="mediateur">Médiateur de la consommation à désigner dans les réglages.</p>
    ),
    hebergeur: v.hebergeur ? (
      <p data-bloc="hebergeur">
        {`Le site est hébergé par ${v.hebergeur.nom}`}
        {v.hebergeur.adresse.length ? `, ${v.hebergeur.adresse.join(', ')}` : ''}
        {v.hebergeur.telephone ? `, téléphone${nb}: ${v.hebergeur.telephone}` : ''}.
      </p>
    ) : null,
    'prix-livraison': (
      <div data-bloc="prix-livraison">
        <p>
          {`Les prix sont indiqués en euros, toutes taxes comprises. ${
            v.tvaNonApplicable
              ? 'TVA non applicable, article 293\u00a0B du CGI.'
              : `Ils comprennent la TVA au taux de ${String(v.tauxTva).replace('.', ',')}${nb}%.`
          } Les produits numériques sont livrés sans frais.`}
        </p>
        <p>
          {`Les produits imprimés d’une commande partent en un seul envoi, dans le conditionnement de son plus grand format${nb}; les frais de livraison, indiqués avant la validation de la commande, sont de${nb}:`}
        </p>
        <ul>
          {envois.map((e) => (
            <li
              key={e.classe}
            >{`${e.classe}${nb}: ${formatPrix(e.prix)} (${e.formats.join(', ')})${nb};`}</li>
          ))}
        </ul>
        <p>{`Ils sont offerts à partir de ${formatPrix(livraisonOfferteDes)} d’achats.`}</p>
      </div>
    ),
    'formulaire-retractation': (
      <FormulaireRetractation mentions={{ vendeur: v, envois, livraisonOfferteDes }} />
    ),
  }
  return blocs
}

/** The model withdrawal form of the annex to article R221-1 (src/lib/vendeur/identite.ts). */
function FormulaireRetractation({ mentions: { vendeur } }: { mentions: MentionsVendeur }) {
  const { titre, lignes } = formulaireRetractation(vendeur)
  const [consigne, ...suite] = lignes
  return (
    <div data-bloc="formulaire-retractation" className="border border-trait p-5">
      <p>
        <strong>{titre}</strong>
      </p>
      <p>
        <em>{consigne}</em>
      </p>
      {suite.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  )
}
