import type { Block } from '../richtext'

type Question = {
  question: string
  rubrique: 'generale' | 'telechargement-numerique' | 'commande' | 'livraison'
  reponse: Block[]
}

export const FAQ: Question[] = [
  {
    rubrique: 'generale',
    question: 'Qui se cache derrière Mots & Couleurs ?',
    reponse: [
      'Mots & Couleurs est un petit atelier d’illustration indépendant installé en France. Nous dessinons des affiches, cartes, jeux et infographies pour les praticiens du bien-être et de la santé : sophrologues, psychologues, ostéopathes, orthophonistes et bien d’autres.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Les affiches sont-elles adaptées à une salle d’attente ?',
    reponse: [
      'Oui, c’est même leur vocation première. Les textes sont courts, lisibles à distance et pensés pour rassurer ou faire sourire. La collection « Salle d’attente » regroupe les créations les plus adaptées à l’accueil des patients.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Puis-je demander une création personnalisée ?',
    reponse: [
      'Bien sûr. Écrivez-nous depuis la page Contact en décrivant votre projet : logo, affiche pour votre cabinet, illustrations de livret ou jeu de cartes. Nous vous répondons sous deux à trois jours ouvrés avec une proposition et un devis.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Quelle est la différence entre un produit numérique et un produit imprimé ?',
    reponse: [
      'Un produit numérique est un fichier haute définition que vous téléchargez juste après le paiement et imprimez où vous le souhaitez. Un produit imprimé est fabriqué par nos soins sur papier de qualité, puis expédié à votre adresse.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Les affiches existent-elles en plusieurs couleurs ?',
    reponse: [
      'La plupart de nos créations sont déclinées en plusieurs thèmes de couleur (bleu, sauge, terracotta, lavande…). Parcourez la rubrique « Thèmes » pour trouver la teinte qui s’accorde à votre cabinet.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Les citations sont-elles libres de droits ?',
    reponse: [
      'Nous choisissons des citations d’auteurs dont l’œuvre est entrée dans le domaine public, comme Montaigne, La Fontaine, Voltaire ou George Sand. Les affirmations, définitions et traits d’esprit sont écrits par l’atelier.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Comment vous contacter ?',
    reponse: [
      'Par le formulaire de la page Contact ou par e-mail à bonjour@mots-couleurs.example. Nous répondons du lundi au vendredi, généralement sous 48 heures.',
    ],
  },
  {
    rubrique: 'generale',
    question: 'Proposez-vous des tarifs pour les associations ou les écoles ?',
    reponse: [
      'Oui, pour les commandes groupées d’établissements scolaires, d’associations ou de centres de santé. Contactez-nous en précisant le nombre d’exemplaires souhaités.',
    ],
  },

  {
    rubrique: 'telechargement-numerique',
    question: 'Quand vais-je recevoir mon fichier ?',
    reponse: [
      'Immédiatement après la confirmation du paiement : les liens de téléchargement s’affichent sur la page de confirmation et vous sont aussi envoyés par e-mail.',
    ],
  },
  {
    rubrique: 'telechargement-numerique',
    question: 'Dans quel format sont les fichiers ?',
    reponse: [
      'Les fichiers sont fournis en PNG haute définition, au format 3:4, prêts à imprimer jusqu’au format 30 × 40 cm sans perte de qualité.',
    ],
  },
  {
    rubrique: 'telechargement-numerique',
    question: 'Combien de temps mon lien de téléchargement reste-t-il valable ?',
    reponse: [
      'Chaque lien est personnel et valable plusieurs jours. S’il a expiré, écrivez-nous avec votre numéro de commande : nous vous en enverrons un nouveau.',
    ],
  },
  {
    rubrique: 'telechargement-numerique',
    question: 'Où faire imprimer mon affiche ?',
    reponse: [
      'Chez vous sur une imprimante de bonne qualité, ou chez un imprimeur de proximité. Pour un rendu optimal, demandez un papier mat d’au moins 200 g.',
    ],
  },
  {
    rubrique: 'telechargement-numerique',
    question: 'Puis-je utiliser le fichier pour plusieurs cabinets ?',
    reponse: [
      'La licence couvre l’impression pour votre usage professionnel ou personnel, dans vos propres locaux. Pour un usage dans plusieurs établissements ou une diffusion, consultez la page Licence des images ou contactez-nous.',
    ],
  },
  {
    rubrique: 'telechargement-numerique',
    question: 'Puis-je me rétracter après un téléchargement ?',
    reponse: [
      'Non : conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne s’applique pas aux contenus numériques fournis immédiatement, dès lors que vous l’avez demandé expressément et avez reconnu perdre ce droit, par deux cases distinctes cochées au moment de la commande. Votre reçu confirme ces deux choix avec leur date et leur heure. En cas de fichier défectueux, nous le remplaçons bien sûr.',
    ],
  },

  {
    rubrique: 'commande',
    question: 'Comment retrouver mes commandes, factures et fichiers ?',
    reponse: [
      'Rendez-vous sur Mes commandes (lien en pied de page) et indiquez l’adresse e-mail de vos achats : si des commandes y sont associées, vous recevez un lien d’accès personnel, valable 15 minutes et utilisable une seule fois. Vous y retrouvez vos commandes, le suivi de vos colis, vos factures et avoirs, et de nouveaux liens de téléchargement pour vos fichiers. Pas de mot de passe à retenir.',
    ],
  },
  {
    rubrique: 'commande',
    question: 'Comment me rétracter d’une commande d’affiches imprimées ?',
    reponse: [
      'Utilisez « Renoncer au contrat ici », en pied de chaque page ou depuis Mes commandes : indiquez le numéro de commande et votre adresse e-mail, choisissez les articles, puis « Confirmer la rétractation ». Vous recevez aussitôt par e-mail un accusé de réception avec la date et l’heure de votre rétractation, à l’adresse de la commande ou à celle que vous indiquez. Vous pouvez vous rétracter d’un article, puis plus tard d’un autre de la même commande. Vous disposez de 14 jours à compter de la réception du colis, prolongés jusqu’au jour ouvrable suivant s’ils se terminent un samedi, un dimanche ou un jour férié ; une déclaration plus tardive est tout de même enregistrée, « hors délai », et nous vous répondons ; les fichiers numériques, fournis dès le paiement avec votre renonciation, n’y ouvrent pas droit. Renvoyez ensuite les articles : nous vous remboursons au plus tard 14 jours après votre rétractation.',
    ],
  },
  {
    rubrique: 'commande',
    question: 'Quels moyens de paiement acceptez-vous ?',
    reponse: [
      'Le paiement se fait par carte bancaire via notre prestataire sécurisé Stripe. Nous n’avons jamais accès à vos coordonnées bancaires.',
    ],
  },
  {
    rubrique: 'commande',
    question: 'Puis-je obtenir une facture ?',
    reponse: [
      'Oui : une facture électronique Factur-X (un PDF lisible qui contient aussi les données que votre logiciel de comptabilité importe, au format de la réforme française de 2026) est liée à l’e-mail de confirmation et à Mes commandes. Indiquez au paiement votre société, votre SIRET et votre numéro de TVA pour une facture au nom de votre cabinet. Chaque remboursement, même partiel, a son avoir au même format.',
    ],
  },
  {
    rubrique: 'commande',
    question: 'Mon paiement a échoué, que faire ?',
    reponse: [
      'Votre panier est conservé : vous pouvez réessayer avec la même carte ou une autre. Si le problème persiste, contactez votre banque ou écrivez-nous.',
    ],
  },

  {
    rubrique: 'livraison',
    question: 'Quels sont les délais de livraison ?',
    reponse: [
      'Les produits imprimés sont fabriqués et expédiés sous 3 à 5 jours ouvrés, puis livrés en 2 à 4 jours en France métropolitaine.',
    ],
  },
  {
    rubrique: 'livraison',
    question: 'Combien coûte la livraison ?',
    reponse: [
      'La livraison des produits imprimés coûte 5,90 € et devient offerte dès 60 € d’achats. Les produits numériques n’ont bien sûr aucun frais de port.',
    ],
  },
  {
    rubrique: 'livraison',
    question: 'Mon affiche est arrivée abîmée, que faire ?',
    reponse: [
      'Prenez une photo du colis et de l’affiche, puis écrivez-nous sous 14 jours : nous vous renvoyons un exemplaire neuf sans frais.',
    ],
  },
]
