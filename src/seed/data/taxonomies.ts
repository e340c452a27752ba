import { type AUDIENCE_SLUGS, type COLLECTION_SLUGS, toSlug } from '@/lib/catalogue'

type Term<S extends string> = { slug: S; nom: string; description: string }

/** The 13 audiences of docs/SPECIFICATION.md §3, in the order of their slugs. */
export const AUDIENCES: Term<(typeof AUDIENCE_SLUGS)[number]>[] = [
  {
    slug: 'acupuncteur',
    nom: 'Acupuncteur',
    description:
      'Méridiens, points et saisons de la médecine chinoise\u00a0: des affiches claires pour expliquer une séance et apaiser la salle d’attente.',
  },
  {
    slug: 'conseiller-scolaire',
    nom: 'Conseiller scolaire',
    description:
      'Motivation, orientation et confiance en soi\u00a0: des visuels qui parlent aux élèves comme à leurs parents.',
  },
  {
    slug: 'estheticienne',
    nom: 'Esthéticienne',
    description:
      'Douceur, soin de soi et bienveillance\u00a0: des affiches délicates pour un institut chaleureux.',
  },
  {
    slug: 'graphotherapeute',
    nom: 'Graphothérapeute',
    description:
      'Le geste d’écriture, la posture et la patience\u00a0: des supports pour accompagner enfants et adolescents.',
  },
  {
    slug: 'hypnotherapeute',
    nom: 'Hypnothérapeute',
    description:
      'Lâcher-prise, imaginaire et ressources intérieures\u00a0: des mots qui invitent à la détente dès l’entrée.',
  },
  {
    slug: 'kinesiologue',
    nom: 'Kinésiologue',
    description:
      'Équilibre, mouvement et émotions\u00a0: des affiches pour présenter la kinésiologie avec simplicité.',
  },
  {
    slug: 'orthophoniste',
    nom: 'Orthophoniste',
    description:
      'Mots, sons et jeux de langage\u00a0: des visuels ludiques pour le cabinet et la salle d’attente.',
  },
  {
    slug: 'osteopathe',
    nom: 'Ostéopathe',
    description:
      'Le corps, le squelette et la posture expliqués avec des schémas épurés et un brin d’humour.',
  },
  {
    slug: 'pedicure-podologue',
    nom: 'Pédicure-podologue',
    description: 'Le pied, la marche et la prévention\u00a0: des infographies lisibles pour vos patients.',
  },
  {
    slug: 'psychologue',
    nom: 'Psychologue',
    description:
      'Émotions, pensées et thérapies cognitives\u00a0: des affiches rassurantes qui ouvrent la conversation.',
  },
  {
    slug: 'psychomotricien',
    nom: 'Psychomotricien',
    description:
      'Corps, espace et émotions de l’enfant\u00a0: des visuels colorés pour le coin calme et la séance.',
  },
  {
    slug: 'sophrologue',
    nom: 'Sophrologue',
    description:
      'Respiration, relaxation et pensée positive\u00a0: des affiches pour installer le calme en quelques secondes.',
  },
  {
    slug: 'therapeute-energetique',
    nom: 'Thérapeute énergétique',
    description:
      'Énergie, ancrage et harmonie\u00a0: des créations douces pour les praticiens du soin énergétique.',
  },
]

/** The 11 poster collections of docs/SPECIFICATION.md §3. */
export const COLLECTIONS: Term<(typeof COLLECTION_SLUGS)[number]>[] = [
  {
    slug: 'affirmations-positives',
    nom: 'Affirmations positives',
    description:
      'Des phrases courtes à lire chaque matin pour cultiver la confiance et la bienveillance envers soi.',
  },
  {
    slug: 'art-medical',
    nom: 'Art médical',
    description:
      'Schémas d’anatomie et cartes des points réinventés en affiches graphiques, précises et élégantes.',
  },
  {
    slug: 'citations',
    nom: 'Citations',
    description:
      'Les plus belles phrases des auteurs français du domaine public, mises en page comme des œuvres.',
  },
  {
    slug: 'coin-calme-enfant',
    nom: 'Coin calme enfant',
    description:
      'Des affiches tendres pour aider les enfants à respirer, nommer leurs émotions et retrouver le calme.',
  },
  {
    slug: 'definitions',
    nom: 'Définitions',
    description:
      'Un mot, sa nature, son sens\u00a0: des définitions façon dictionnaire qui donnent à réfléchir.',
  },
  {
    slug: 'education-et-apprentissage',
    nom: 'Éducation et apprentissage',
    description:
      'Des supports pour apprendre à apprendre\u00a0: mémoire, concentration, erreurs qui font grandir.',
  },
  {
    slug: 'motivation-et-reussite',
    nom: 'Motivation et réussite',
    description: 'Des messages énergiques pour avancer pas à pas vers ses objectifs, sans se brusquer.',
  },
  {
    slug: 'psychologie-et-therapie-tcc',
    nom: 'Psychologie et thérapie (TCC)',
    description:
      'Les outils des thérapies cognitives et comportementales en affiches pédagogiques et bienveillantes.',
  },
  {
    slug: 'salle-d-attente',
    nom: 'Salle d’attente',
    description: 'Des affiches qui font sourire, rassurent et occupent agréablement les minutes d’attente.',
  },
  {
    slug: 'sante-mentale-et-bien-etre',
    nom: 'Santé mentale et bien-être',
    description:
      'Sommeil, stress, gratitude\u00a0: des repères simples pour prendre soin de sa santé mentale.',
  },
  {
    slug: 'trait-d-esprit',
    nom: 'Trait d’esprit',
    description: 'Des jeux de mots et des clins d’œil pour détendre l’atmosphère du cabinet.',
  },
]

export const MOTS_CLES: { slug: string; nom: string }[] = [
  'Respiration',
  'Calme',
  'Confiance',
  'Émotions',
  'Enfants',
  'Sommeil',
  'Stress',
  'Méditation',
  'Gratitude',
  'Résilience',
  'Humour',
  'Anatomie',
  'Motivation',
  'Bienveillance',
  'Concentration',
  'Patience',
  'Corps',
  'Nature',
  'Langage',
  'Équilibre',
].map((nom) => ({ nom, slug: toSlug(nom) }))

export const LANGUES: { slug: string; nom: string }[] = [
  { slug: 'fr', nom: 'Français' },
  { slug: 'en', nom: 'Anglais' },
  { slug: 'es', nom: 'Espagnol' },
]
