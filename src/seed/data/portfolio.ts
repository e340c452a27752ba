type Realisation = { slug: string; titre: string; categorie: string; description: string; message?: string }

/** About thirty commissioned works; the slug is the image key (docs/SPECIFICATION.md §3). */
export const PORTFOLIO: Realisation[] = [
  {
    slug: 'logo-t-shirt-course-solidaire',
    titre: 'Logo T-shirt de course solidaire',
    categorie: 'logo',
    description:
      'Un logo en deux couleurs pour les T-shirts d’une course solidaire organisée par une association de quartier.',
  },
  {
    slug: 'tampon-bravo-ecole',
    titre: 'Tampon « Bravo ! » pour une école',
    categorie: 'tampon',
    description:
      'Un tampon encreur à l’effigie d’une chouette, commandé par une enseignante pour encourager ses élèves.',
  },
  {
    slug: 'avatar-sophrologue',
    titre: 'Avatar d’une sophrologue',
    categorie: 'avatar',
    description:
      'Un portrait illustré aux couleurs douces, utilisé sur le site et les réseaux sociaux d’une sophrologue.',
  },
  {
    slug: 'affiche-kinesiologie-equilibre',
    titre: 'Affiche de kinésiologie : l’équilibre',
    categorie: 'affiche',
    description:
      'Une affiche expliquant les trois piliers de l’équilibre en kinésiologie, pour une salle de consultation.',
  },
  {
    slug: 'affiche-kinesiologie-test-musculaire',
    titre: 'Affiche de kinésiologie : le test musculaire',
    categorie: 'affiche',
    description:
      'Un schéma pédagogique qui montre le déroulement d’un test musculaire, en quatre étapes illustrées.',
  },
  {
    slug: 'livret-respiration-illustrations',
    titre: 'Illustrations du livret « Respirer avec les saisons »',
    categorie: 'livret',
    description:
      'Douze illustrations pour un livret d’exercices de respiration remis aux patients d’un cabinet de sophrologie.',
  },
  {
    slug: 'livret-accueil-cabinet',
    titre: 'Livret d’accueil d’un cabinet pluridisciplinaire',
    categorie: 'livret',
    description:
      'Mise en page et pictogrammes du livret d’accueil d’une maison de santé réunissant six praticiens.',
  },
  {
    slug: 'jeu-50-besoins',
    titre: 'Jeu de cartes « 50 besoins »',
    categorie: 'carte',
    description:
      'Cinquante cartes illustrées pour aider enfants et adultes à nommer leurs besoins, inspirées de la communication non violente.',
  },
  {
    slug: 'cartes-des-emotions',
    titre: 'Cartes des émotions',
    categorie: 'carte',
    description:
      'Un jeu de vingt-quatre cartes où chaque émotion prend la forme d’un petit personnage, pour les séances avec les enfants.',
  },
  {
    slug: 'badge-illustration-benevoles',
    titre: 'Illustration de badge pour les bénévoles',
    categorie: 'affiche',
    description: 'Une illustration ronde déclinée en badges pour les bénévoles d’un festival du bien-être.',
  },
  {
    slug: 'affiche-badminton-tournoi',
    titre: 'Affiche de tournoi de badminton',
    categorie: 'affiche',
    description:
      'Une affiche dynamique pour le tournoi annuel d’un club de badminton, avec volants en mouvement.',
  },
  {
    slug: 'schema-systeme-nerveux',
    titre: 'Schéma du système nerveux autonome',
    categorie: 'schéma scientifique',
    description:
      'Un schéma clair du système nerveux sympathique et parasympathique pour un cours de sophrologie.',
  },
  {
    slug: 'schema-cycle-sommeil',
    titre: 'Schéma des cycles du sommeil',
    categorie: 'schéma scientifique',
    description:
      'Une infographie des cycles du sommeil sur une nuit, réalisée pour une conférence grand public.',
  },
  {
    slug: 'schema-pied-podologie',
    titre: 'Schéma du pied pour une podologue',
    categorie: 'schéma scientifique',
    description:
      'Une vue épurée des os et des appuis du pied, imprimée en grand format dans un cabinet de podologie.',
  },
  {
    slug: 'publication-journee-sante-mentale',
    titre: 'Publication pour la Journée de la santé mentale',
    categorie: 'publication sociale',
    description:
      'Une série de quatre visuels carrés pour les réseaux sociaux d’un collectif de psychologues.',
  },
  {
    slug: 'publication-conseils-hiver',
    titre: 'Carrousel « Cinq conseils pour l’hiver »',
    categorie: 'publication sociale',
    description: 'Un carrousel de conseils illustrés pour le compte d’une naturopathe.',
  },
  {
    slug: 'publication-ouverture-cabinet',
    titre: 'Annonce d’ouverture de cabinet',
    categorie: 'publication sociale',
    description: 'Un visuel chaleureux pour annoncer l’ouverture d’un cabinet d’ostéopathie.',
  },
  {
    slug: 'logo-cabinet-osteopathie',
    titre: 'Logo d’un cabinet d’ostéopathie',
    categorie: 'logo',
    description:
      'Un monogramme inspiré de la colonne vertébrale, décliné sur la plaque, les cartes et le site du cabinet.',
  },
  {
    slug: 'logo-atelier-orthophonie',
    titre: 'Logo d’un atelier d’orthophonie',
    categorie: 'logo',
    description:
      'Une bulle de dialogue et deux lettres dansantes pour un atelier de langage destiné aux enfants.',
  },
  {
    slug: 'carte-visite-hypnotherapeute',
    titre: 'Cartes de visite d’un hypnothérapeute',
    categorie: 'carte',
    description: 'Des cartes de visite à la spirale discrète, imprimées sur papier coton.',
  },
  {
    slug: 'carte-voeux-maison-sante',
    titre: 'Carte de vœux d’une maison de santé',
    categorie: 'carte',
    description:
      'Une carte de vœux illustrée envoyée aux patients et partenaires d’une maison de santé rurale.',
  },
  {
    slug: 'tampon-fidelite-institut',
    titre: 'Tampon de fidélité pour un institut',
    categorie: 'tampon',
    description: 'Un petit tampon en forme de fleur pour les cartes de fidélité d’un institut de beauté.',
  },
  {
    slug: 'tampon-ex-libris',
    titre: 'Tampon ex-libris',
    categorie: 'tampon',
    description: 'Un ex-libris illustré pour la bibliothèque d’une ludothèque associative.',
  },
  {
    slug: 'avatar-psychologue',
    titre: 'Avatar d’un psychologue',
    categorie: 'avatar',
    description: 'Un portrait en aplats de couleurs pour la prise de rendez-vous en ligne d’un psychologue.',
  },
  {
    slug: 'avatar-association',
    titre: 'Mascotte d’une association de parents',
    categorie: 'avatar',
    description: 'Une mascotte bienveillante pour les supports d’une association de parents d’élèves.',
  },
  {
    slug: 'affiche-semaine-du-cerveau',
    titre: 'Affiche de la Semaine du cerveau',
    categorie: 'affiche',
    description: 'Une affiche d’événement pour une série de conférences sur le cerveau et l’apprentissage.',
  },
  {
    slug: 'affiche-atelier-relaxation',
    titre: 'Affiche d’un atelier de relaxation',
    categorie: 'affiche',
    description: 'Une affiche annonçant des ateliers de relaxation pour les seniors d’une commune.',
  },
  {
    slug: 'livret-coloriage-emotions',
    titre: 'Livret de coloriage des émotions',
    categorie: 'livret',
    description: 'Seize pages de coloriages pour accompagner les enfants en psychomotricité.',
  },
  {
    slug: 'schema-respiration-diaphragmatique',
    titre: 'Schéma de la respiration diaphragmatique',
    categorie: 'schéma scientifique',
    description:
      'Un schéma en deux temps de la respiration abdominale, pour un programme de gestion du stress.',
  },
  {
    slug: 'illustration-en-cours',
    titre: 'Nouvelle série en préparation',
    categorie: 'affiche',
    description: 'Une nouvelle série d’affiches est en cours de création à l’atelier.',
    message: 'Merci de votre patience',
  },
]
