import type { Design } from '../artwork'

/**
 * The designs of the catalogue, by poster collection. Citations are from French authors of the public
 * domain; everything else is the studio's own writing. `mc` are keyword slugs, `aud` audience slugs.
 */
export type Affiche = { titre: string; sousTitre: string; design: Design; mc: string[]; aud: string[] }

const nb = '\u00a0'

export const AFFICHES: Record<string, Affiche[]> = {
  citations: [
    { titre: 'Cultiver notre jardin', sousTitre: 'Citation de Voltaire, Candide', design: { kind: 'citation', texte: 'Il faut cultiver notre jardin.', auteur: 'Voltaire' }, mc: ['nature', 'patience'], aud: ['therapeute-energetique', 'sophrologue'] },
    { titre: 'Le cœur a ses raisons', sousTitre: 'Citation de Blaise Pascal, Pensées', design: { kind: 'citation', texte: 'Le cœur a ses raisons que la raison ne connaît point.', auteur: 'Blaise Pascal' }, mc: ['emotions'], aud: ['psychologue', 'hypnotherapeute'] },
    { titre: 'Savoir être à soi', sousTitre: 'Citation de Montaigne, Essais', design: { kind: 'citation', texte: `La plus grande chose du monde, c’est de savoir être à soi.`, auteur: 'Michel de Montaigne' }, mc: ['confiance', 'meditation'], aud: ['sophrologue', 'psychologue'] },
    { titre: 'Patience et longueur de temps', sousTitre: 'Citation de Jean de La Fontaine, Fables', design: { kind: 'citation', texte: 'Patience et longueur de temps font plus que force ni que rage.', auteur: 'Jean de La Fontaine' }, mc: ['patience', 'resilience'], aud: ['kinesiologue', 'osteopathe'] },
    { titre: 'Aimer et être aimé', sousTitre: 'Citation de George Sand', design: { kind: 'citation', texte: `Il n’y a qu’un bonheur dans la vie, c’est d’aimer et d’être aimé.`, auteur: 'George Sand' }, mc: ['bienveillance', 'gratitude'], aud: ['estheticienne', 'therapeute-energetique'] },
    { titre: 'L’optimisme est de volonté', sousTitre: 'Citation d’Alain, Propos sur le bonheur', design: { kind: 'citation', texte: `Le pessimisme est d’humeur${nb}; l’optimisme est de volonté.`, auteur: 'Alain' }, mc: ['motivation', 'confiance'], aud: ['conseiller-scolaire', 'psychologue'] },
    { titre: 'De nouveaux yeux', sousTitre: 'D’après Marcel Proust', design: { kind: 'citation', texte: `Le véritable voyage de découverte ne consiste pas à chercher de nouveaux paysages, mais à avoir de nouveaux yeux.`, auteur: 'Marcel Proust' }, mc: ['meditation', 'nature'], aud: ['hypnotherapeute', 'sophrologue'] },
    { titre: 'Rire avant d’être heureux', sousTitre: 'Citation de Jean de La Bruyère, Les Caractères', design: { kind: 'citation', texte: `Il faut rire avant que d’être heureux, de peur de mourir sans avoir ri.`, auteur: 'Jean de La Bruyère' }, mc: ['humour', 'gratitude'], aud: ['estheticienne', 'orthophoniste'] },
  ],
  'affirmations-positives': [
    { titre: 'Je mérite la douceur', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: 'Je mérite la douceur que je donne aux autres.' }, mc: ['bienveillance', 'confiance'], aud: ['estheticienne', 'psychologue'] },
    { titre: 'Un pas après l’autre', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: `J’avance un pas après l’autre, et c’est suffisant.` }, mc: ['patience', 'motivation'], aud: ['kinesiologue', 'psychomotricien'] },
    { titre: 'Je suis à ma place', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: 'Je suis à ma place, ici et maintenant.' }, mc: ['meditation', 'calme'], aud: ['sophrologue', 'therapeute-energetique'] },
    { titre: 'Mes émotions sont des messagères', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: `J’accueille mes émotions${nb}: elles ont quelque chose à me dire.` }, mc: ['emotions', 'bienveillance'], aud: ['psychologue', 'hypnotherapeute'] },
    { titre: 'J’ai le droit de me reposer', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: `J’ai le droit de me reposer sans me justifier.` }, mc: ['sommeil', 'stress'], aud: ['sophrologue', 'acupuncteur'] },
    { titre: 'Je respire la confiance', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: `J’inspire la confiance, j’expire le doute.` }, mc: ['respiration', 'confiance'], aud: ['sophrologue', 'hypnotherapeute'] },
    { titre: 'Je suis capable', sousTitre: 'Affirmation positive', design: { kind: 'affirmation', texte: 'Je suis capable de choses que je ne soupçonne pas encore.' }, mc: ['confiance', 'motivation'], aud: ['conseiller-scolaire', 'graphotherapeute'] },
  ],
  definitions: [
    { titre: 'Résilience, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Résilience', nature: 'n. f.', texte: `— Capacité à traverser l’épreuve, à s’y adapter et à en ressortir grandi, comme le roseau qui plie sans rompre.` }, mc: ['resilience'], aud: ['psychologue', 'kinesiologue'] },
    { titre: 'Gratitude, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Gratitude', nature: 'n. f.', texte: `— Reconnaissance joyeuse de ce qui nous est donné. Se cultive chaque soir, en trois petites choses.` }, mc: ['gratitude'], aud: ['sophrologue', 'estheticienne'] },
    { titre: 'Respirer, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Respirer', nature: 'v. intr.', texte: `— Faire entrer l’air, puis le laisser partir. Par extension${nb}: s’accorder une pause, retrouver le calme.` }, mc: ['respiration', 'calme'], aud: ['sophrologue', 'acupuncteur'] },
    { titre: 'Lâcher-prise, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Lâcher-prise', nature: 'n. m. inv.', texte: `— Art de desserrer les poings sur ce que l’on ne maîtrise pas, pour garder ses forces pour le reste.` }, mc: ['stress', 'meditation'], aud: ['hypnotherapeute', 'therapeute-energetique'] },
    { titre: 'Ancrage, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Ancrage', nature: 'n. m.', texte: `— Sensation d’être relié au sol et au présent. Se pratique pieds nus, le dos droit, le souffle lent.` }, mc: ['equilibre', 'corps'], aud: ['therapeute-energetique', 'kinesiologue'] },
    { titre: 'Sieste, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Sieste', nature: 'n. f.', texte: `— Courte absence volontaire de l’après-midi, hautement recommandée par les chats et les médecins.` }, mc: ['sommeil', 'humour'], aud: ['osteopathe', 'acupuncteur'] },
    { titre: 'Bienveillance, la définition', sousTitre: 'Définition façon dictionnaire', design: { kind: 'definition', mot: 'Bienveillance', nature: 'n. f.', texte: `— Disposition à vouloir du bien aux autres… et à soi-même, ce qu’on oublie souvent.` }, mc: ['bienveillance'], aud: ['psychologue', 'conseiller-scolaire'] },
  ],
  'trait-d-esprit': [
    { titre: 'Je laisse mûrir mes idées', sousTitre: 'Trait d’esprit', design: { kind: 'trait', texte: `Je ne procrastine pas${nb}: je laisse mûrir mes idées.` }, mc: ['humour', 'motivation'], aud: ['conseiller-scolaire', 'psychologue'] },
    { titre: 'Mon ostéo me remet les idées en place', sousTitre: 'Trait d’esprit', design: { kind: 'trait', texte: `Mon ostéo me remet le dos droit… et les idées en place.` }, mc: ['humour', 'corps'], aud: ['osteopathe'] },
    { titre: 'Respirer, c’est gratuit', sousTitre: 'Trait d’esprit', design: { kind: 'trait', texte: `Respirer, c’est gratuit. Profitez-en sans modération.` }, mc: ['humour', 'respiration'], aud: ['sophrologue', 'acupuncteur'] },
    { titre: 'Le pied de la lettre', sousTitre: 'Trait d’esprit', design: { kind: 'trait', texte: `Ici, on prend vos pieds au pied de la lettre.` }, mc: ['humour', 'corps'], aud: ['pedicure-podologue'] },
    { titre: 'Les mots pour le dire', sousTitre: 'Trait d’esprit', design: { kind: 'trait', texte: `Chez l’orthophoniste, on ne mâche pas ses mots${nb}: on les articule.` }, mc: ['humour', 'langage'], aud: ['orthophoniste'] },
    { titre: 'Une aiguille dans une botte de stress', sousTitre: 'Trait d’esprit', design: { kind: 'trait', texte: `Chercher une aiguille dans une botte de stress${nb}? Votre acupuncteur l’a trouvée.` }, mc: ['humour', 'stress'], aud: ['acupuncteur'] },
    { titre: 'La paresse selon Jules Renard', sousTitre: 'Trait d’esprit d’un classique', design: { kind: 'citation', texte: `La paresse, c’est l’habitude de se reposer avant d’être fatigué.`, auteur: 'Jules Renard' }, mc: ['humour', 'sommeil'], aud: ['psychomotricien', 'osteopathe'] },
  ],
  'salle-d-attente': [
    { titre: 'Zone de patience augmentée', sousTitre: 'Affiche de salle d’attente', design: { kind: 'trait', texte: `Salle d’attente${nb}: zone de patience augmentée. Merci d’y respirer doucement.` }, mc: ['patience', 'humour'], aud: ['osteopathe', 'pedicure-podologue'] },
    { titre: 'Installez-vous, on s’occupe du reste', sousTitre: 'Affiche d’accueil', design: { kind: 'affirmation', texte: `Installez-vous. Ici, on prend le temps.` }, mc: ['calme', 'patience'], aud: ['acupuncteur', 'estheticienne'] },
    { titre: 'Éteignez votre téléphone, allumez-vous', sousTitre: 'Affiche de salle d’attente', design: { kind: 'trait', texte: `Éteignez votre téléphone, allumez votre respiration.` }, mc: ['respiration', 'humour'], aud: ['sophrologue', 'hypnotherapeute'] },
    { titre: 'Trois respirations avant la séance', sousTitre: 'Exercice pour patienter', design: { kind: 'conseil', texte: 'Trois respirations avant la séance', points: ['Inspirez 4 s', 'Retenez 4 s', 'Expirez 6 s', 'Recommencez'] }, mc: ['respiration', 'calme'], aud: ['sophrologue', 'kinesiologue'] },
    { titre: 'La ponctualité des rêveurs', sousTitre: 'Clin d’œil de salle d’attente', design: { kind: 'trait', texte: `Le temps passé à attendre n’est jamais perdu${nb}: il sert à rêver.` }, mc: ['patience', 'meditation'], aud: ['hypnotherapeute', 'psychologue'] },
    { titre: 'Bienvenue au cabinet', sousTitre: 'Affiche d’accueil', design: { kind: 'affirmation', texte: 'Bienvenue. Vous êtes au bon endroit.' }, mc: ['bienveillance', 'calme'], aud: ['psychomotricien', 'graphotherapeute'] },
  ],
  'art-medical': [
    { titre: 'Les points clés de la main', sousTitre: 'Schéma d’acupuncture', design: { kind: 'schema', texte: 'Les points clés de la main', points: ['GI 4 Hegu', 'C 7 Shenmen', 'MC 6 Neiguan', 'P 9 Taiyuan', 'IG 3 Houxi'] }, mc: ['anatomie', 'corps'], aud: ['acupuncteur'] },
    { titre: 'Les cinq éléments', sousTitre: 'Schéma de médecine chinoise', design: { kind: 'schema', texte: 'Les cinq éléments', points: ['Bois', 'Feu', 'Terre', 'Métal', 'Eau'] }, mc: ['equilibre', 'nature'], aud: ['acupuncteur', 'therapeute-energetique'] },
    { titre: 'La colonne vertébrale', sousTitre: 'Schéma d’anatomie', design: { kind: 'schema', texte: 'La colonne vertébrale', points: ['7 cervicales', '12 dorsales', '5 lombaires', 'Sacrum', 'Coccyx'] }, mc: ['anatomie', 'corps'], aud: ['osteopathe', 'kinesiologue'] },
    { titre: 'Les os du pied', sousTitre: 'Schéma d’anatomie', design: { kind: 'schema', texte: 'Les 26 os du pied', points: ['Tarse', 'Métatarse', 'Phalanges', 'Calcanéus', 'Talus', 'Naviculaire'] }, mc: ['anatomie', 'corps'], aud: ['pedicure-podologue', 'osteopathe'] },
    { titre: 'Les sept chakras', sousTitre: 'Schéma énergétique', design: { kind: 'schema', texte: 'Les sept chakras', points: ['Racine', 'Sacré', 'Plexus', 'Cœur', 'Gorge', '3e œil', 'Couronne'] }, mc: ['equilibre', 'meditation'], aud: ['therapeute-energetique', 'kinesiologue'] },
    { titre: 'Le diaphragme', sousTitre: 'Schéma d’anatomie', design: { kind: 'schema', texte: 'Le diaphragme, muscle du souffle', points: ['Poumons', 'Cœur', 'Diaphragme', 'Foie', 'Estomac'] }, mc: ['anatomie', 'respiration'], aud: ['sophrologue', 'osteopathe'] },
    { titre: 'L’appareil phonatoire', sousTitre: 'Schéma d’anatomie', design: { kind: 'schema', texte: 'L’appareil phonatoire', points: ['Lèvres', 'Langue', 'Palais', 'Larynx', 'Cordes vocales'] }, mc: ['anatomie', 'langage'], aud: ['orthophoniste'] },
  ],
  'coin-calme-enfant': [
    { titre: 'Je respire comme un ballon', sousTitre: 'Coin calme enfant', design: { kind: 'enfant', texte: 'Je respire comme un ballon' }, mc: ['enfants', 'respiration'], aud: ['psychomotricien', 'sophrologue'] },
    { titre: 'La météo de mes émotions', sousTitre: 'Coin calme enfant', design: { kind: 'conseil', texte: 'La météo de mes émotions', points: ['Soleil : joie', 'Nuage : tristesse', 'Orage : colère', 'Brouillard : peur', 'Arc-en-ciel : fierté'] }, mc: ['enfants', 'emotions'], aud: ['psychologue', 'psychomotricien'] },
    { titre: 'Je suis fort comme un arbre', sousTitre: 'Coin calme enfant', design: { kind: 'enfant', texte: 'Je suis fort comme un arbre' }, mc: ['enfants', 'confiance'], aud: ['psychomotricien', 'graphotherapeute'] },
    { titre: 'Souffle sur la bougie', sousTitre: 'Coin calme enfant', design: { kind: 'enfant', texte: 'Je sens la fleur, je souffle la bougie' }, mc: ['enfants', 'respiration'], aud: ['orthophoniste', 'sophrologue'] },
    { titre: 'Le coin des câlins', sousTitre: 'Coin calme enfant', design: { kind: 'enfant', texte: 'Ici, on peut se poser' }, mc: ['enfants', 'calme'], aud: ['conseiller-scolaire', 'psychomotricien'] },
    { titre: 'Ma colère est un volcan', sousTitre: 'Coin calme enfant', design: { kind: 'enfant', texte: 'Ma colère est un volcan, je la laisse refroidir' }, mc: ['enfants', 'emotions'], aud: ['psychologue', 'kinesiologue'] },
  ],
  'education-et-apprentissage': [
    { titre: 'Ce que l’on conçoit bien', sousTitre: 'Citation de Nicolas Boileau', design: { kind: 'citation', texte: `Ce que l’on conçoit bien s’énonce clairement.`, auteur: 'Nicolas Boileau' }, mc: ['langage', 'concentration'], aud: ['orthophoniste', 'conseiller-scolaire'] },
    { titre: 'Science sans conscience', sousTitre: 'Citation de François Rabelais', design: { kind: 'citation', texte: `Science sans conscience n’est que ruine de l’âme.`, auteur: 'François Rabelais' }, mc: ['concentration'], aud: ['conseiller-scolaire'] },
    { titre: 'L’erreur fait grandir', sousTitre: 'Affiche pour la classe', design: { kind: 'affirmation', texte: `Se tromper, c’est apprendre en marchant.` }, mc: ['resilience', 'enfants'], aud: ['conseiller-scolaire', 'graphotherapeute'] },
    { titre: 'Les quatre piliers de l’apprentissage', sousTitre: 'Infographie pédagogique', design: { kind: 'conseil', texte: 'Les quatre piliers de l’apprentissage', points: ['Attention', 'Engagement', 'Retour', 'Consolidation'] }, mc: ['concentration'], aud: ['conseiller-scolaire', 'orthophoniste'] },
    { titre: 'La belle écriture', sousTitre: 'Affiche de graphothérapie', design: { kind: 'conseil', texte: 'Bien écrire en cinq gestes', points: ['Dos droit', 'Pieds à plat', 'Pince souple', 'Feuille inclinée', 'Poignet posé'] }, mc: ['corps', 'concentration'], aud: ['graphotherapeute'] },
    { titre: 'Apprendre à son rythme', sousTitre: 'Affiche pour la classe', design: { kind: 'affirmation', texte: `Chacun apprend à son rythme${nb}: le mien est le bon.` }, mc: ['patience', 'confiance'], aud: ['graphotherapeute', 'psychomotricien'] },
  ],
  'motivation-et-reussite': [
    { titre: 'Rien ne sert de courir', sousTitre: 'Citation de Jean de La Fontaine', design: { kind: 'citation', texte: `Rien ne sert de courir${nb}; il faut partir à point.`, auteur: 'Jean de La Fontaine' }, mc: ['motivation', 'patience'], aud: ['conseiller-scolaire', 'kinesiologue'] },
    { titre: 'Aimer, c’est agir', sousTitre: 'Citation de Victor Hugo', design: { kind: 'citation', texte: `Aimer, c’est agir.`, auteur: 'Victor Hugo' }, mc: ['motivation', 'bienveillance'], aud: ['therapeute-energetique', 'estheticienne'] },
    { titre: 'Petit à petit', sousTitre: 'Affiche de motivation', design: { kind: 'affirmation', texte: `Petit à petit, je construis quelque chose de grand.` }, mc: ['motivation', 'patience'], aud: ['kinesiologue', 'conseiller-scolaire'] },
    { titre: 'Oser commencer', sousTitre: 'Affiche de motivation', design: { kind: 'affirmation', texte: `Le plus dur, c’est de commencer. Alors je commence.` }, mc: ['motivation', 'confiance'], aud: ['psychologue', 'hypnotherapeute'] },
    { titre: 'Célébrer les petites victoires', sousTitre: 'Affiche de motivation', design: { kind: 'affirmation', texte: `Aujourd’hui, je célèbre mes petites victoires.` }, mc: ['gratitude', 'motivation'], aud: ['estheticienne', 'psychomotricien'] },
    { titre: 'L’objectif SMART', sousTitre: 'Infographie de motivation', design: { kind: 'conseil', texte: 'Un objectif qui tient la route', points: ['Simple', 'Mesurable', 'Atteignable', 'Réaliste', 'Temporel'] }, mc: ['motivation', 'concentration'], aud: ['conseiller-scolaire', 'psychologue'] },
  ],
  'psychologie-et-therapie-tcc': [
    { titre: 'Le triangle des TCC', sousTitre: 'Infographie de thérapie cognitive', design: { kind: 'conseil', texte: 'Pensées, émotions, comportements', points: ['Pensées', 'Émotions', 'Comportements'] }, mc: ['emotions'], aud: ['psychologue'] },
    { titre: 'Les distorsions cognitives', sousTitre: 'Infographie de thérapie cognitive', design: { kind: 'conseil', texte: 'Les pièges de la pensée', points: ['Tout ou rien', 'Généralisation', 'Lecture de pensée', 'Catastrophisme', 'Étiquetage', 'Filtre mental'] }, mc: ['emotions', 'stress'], aud: ['psychologue', 'hypnotherapeute'] },
    { titre: 'Une pensée n’est pas un fait', sousTitre: 'Affiche de thérapie cognitive', design: { kind: 'affirmation', texte: `Une pensée n’est pas un fait.` }, mc: ['meditation', 'stress'], aud: ['psychologue', 'sophrologue'] },
    { titre: 'La technique des cinq sens', sousTitre: 'Exercice d’ancrage', design: { kind: 'conseil', texte: 'Revenir ici en cinq sens', points: ['5 choses vues', '4 touchées', '3 entendues', '2 senties', '1 goûtée'] }, mc: ['stress', 'calme'], aud: ['psychologue', 'sophrologue'] },
    { titre: 'La roue des émotions', sousTitre: 'Infographie des émotions', design: { kind: 'conseil', texte: 'La roue des émotions', points: ['Joie', 'Confiance', 'Peur', 'Surprise', 'Tristesse', 'Dégoût', 'Colère', 'Anticipation'] }, mc: ['emotions'], aud: ['psychologue', 'kinesiologue'] },
    { titre: 'Je ne suis pas mes pensées', sousTitre: 'Affiche de pleine conscience', design: { kind: 'affirmation', texte: `Je ne suis pas mes pensées${nb}: je les regarde passer.` }, mc: ['meditation', 'calme'], aud: ['hypnotherapeute', 'sophrologue'] },
  ],
  'sante-mentale-et-bien-etre': [
    { titre: 'Les rituels du bon sommeil', sousTitre: 'Infographie bien-être', design: { kind: 'conseil', texte: 'Les rituels du bon sommeil', points: ['Écrans éteints', 'Chambre fraîche', 'Heure régulière', 'Lecture douce', 'Respiration lente'] }, mc: ['sommeil'], aud: ['sophrologue', 'acupuncteur'] },
    { titre: 'Trois gratitudes par jour', sousTitre: 'Affiche bien-être', design: { kind: 'affirmation', texte: 'Chaque soir, trois mercis.' }, mc: ['gratitude', 'sommeil'], aud: ['psychologue', 'estheticienne'] },
    { titre: 'Prendre soin de soi n’est pas égoïste', sousTitre: 'Affiche bien-être', design: { kind: 'affirmation', texte: `Prendre soin de moi n’est pas égoïste${nb}: c’est nécessaire.` }, mc: ['bienveillance', 'stress'], aud: ['estheticienne', 'therapeute-energetique'] },
    { titre: 'La cohérence cardiaque', sousTitre: 'Exercice de respiration', design: { kind: 'conseil', texte: 'La cohérence cardiaque 3-6-5', points: ['3 fois par jour', '6 respirations', 'par minute', '5 minutes'] }, mc: ['respiration', 'stress'], aud: ['sophrologue', 'kinesiologue'] },
    { titre: 'Le bonheur selon Jules Renard', sousTitre: 'Citation de Jules Renard, Journal', design: { kind: 'citation', texte: `Le bonheur, c’est d’être heureux${nb}; ce n’est pas de faire croire aux autres qu’on l’est.`, auteur: 'Jules Renard' }, mc: ['gratitude', 'confiance'], aud: ['psychologue', 'hypnotherapeute'] },
    { titre: 'La journée où l’on n’a pas ri', sousTitre: 'Citation de Chamfort', design: { kind: 'citation', texte: `La plus perdue de toutes les journées est celle où l’on n’a pas ri.`, auteur: 'Chamfort' }, mc: ['humour', 'gratitude'], aud: ['orthophoniste', 'pedicure-podologue'] },
  ],
}

/** A few posters in English and Spanish, for the `langues` facet. */
export const ETRANGERES: (Affiche & { collection: string; langue: 'en' | 'es' })[] = [
  { langue: 'en', collection: 'affirmations-positives', titre: 'I am enough', sousTitre: 'Affirmation positive en anglais', design: { kind: 'affirmation', texte: 'I am enough, exactly as I am.' }, mc: ['confiance'], aud: ['psychologue', 'estheticienne'] },
  { langue: 'en', collection: 'sante-mentale-et-bien-etre', titre: 'Breathe in calm', sousTitre: 'Affiche de respiration en anglais', design: { kind: 'affirmation', texte: 'Breathe in calm, breathe out stress.' }, mc: ['respiration', 'stress'], aud: ['sophrologue', 'acupuncteur'] },
  { langue: 'en', collection: 'psychologie-et-therapie-tcc', titre: 'Feelings are visitors', sousTitre: 'Affiche de pleine conscience en anglais', design: { kind: 'trait', texte: 'Feelings are visitors: let them come and go.' }, mc: ['emotions', 'meditation'], aud: ['psychologue', 'hypnotherapeute'] },
  { langue: 'en', collection: 'coin-calme-enfant', titre: 'Calm corner', sousTitre: 'Coin calme enfant en anglais', design: { kind: 'enfant', texte: 'This is my calm corner' }, mc: ['enfants', 'calme'], aud: ['psychomotricien', 'conseiller-scolaire'] },
  { langue: 'es', collection: 'affirmations-positives', titre: 'Respira, todo está bien', sousTitre: 'Affirmation positive en espagnol', design: { kind: 'affirmation', texte: 'Respira, todo está bien.' }, mc: ['respiration', 'calme'], aud: ['sophrologue', 'therapeute-energetique'] },
  { langue: 'es', collection: 'motivation-et-reussite', titre: 'Paso a paso', sousTitre: 'Affiche de motivation en espagnol', design: { kind: 'affirmation', texte: 'Paso a paso se llega lejos.' }, mc: ['motivation', 'patience'], aud: ['kinesiologue', 'conseiller-scolaire'] },
  { langue: 'es', collection: 'salle-d-attente', titre: 'Bienvenidos', sousTitre: 'Affiche d’accueil en espagnol', design: { kind: 'affirmation', texte: 'Bienvenidos. Aquí nos tomamos el tiempo.' }, mc: ['bienveillance', 'calme'], aud: ['osteopathe', 'pedicure-podologue'] },
]
