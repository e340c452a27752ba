import type { ARTICLE_SLUGS } from '@/lib/catalogue'

import type { Block } from '../richtext'

type Article = {
  slug: (typeof ARTICLE_SLUGS)[number]
  titre: string
  extrait: string
  auteur: string
  joursAvant: number
  contenu: Block[]
}

const nb = '\u00a0'

/** The six articles of docs/SPECIFICATION.md §3. General wellbeing information, never medical advice. */
export const ARTICLES: Article[] = [
  {
    slug: 'habitudes-alimentaires-saines-hiver',
    titre: 'Habitudes alimentaires saines pour l’hiver',
    extrait:
      'Soupes, légumes de saison, épices et rythme des repas : nos repères simples pour bien se nourrir quand les jours raccourcissent.',
    auteur: 'Claire Delorme',
    joursAvant: 12,
    contenu: [
      `Quand les jours raccourcissent, le corps réclame davantage de chaleur et de réconfort. C’est la saison des plats mijotés, mais aussi celle où l’on bouge moins et où l’on s’expose moins à la lumière. Quelques habitudes simples permettent de traverser l’hiver en forme, sans régime ni privation.`,
      { h2: 'Miser sur les légumes de saison' },
      `Poireaux, courges, choux, carottes, panais, betteraves, céleri${nb}: l’hiver ne manque pas de légumes. Cueillis à maturité et achetés près de chez soi, ils conservent mieux leurs vitamines et coûtent moins cher. Une soupe maison, relevée d’un filet d’huile de colza et d’une poignée d’herbes, reste l’un des repas les plus complets et les plus simples à préparer.`,
      `Les agrumes prennent le relais des fruits d’été. Une orange, deux clémentines ou un kiwi couvrent une grande partie des besoins quotidiens en vitamine C. Les pommes et les poires, elles, se gardent longtemps et se prêtent aux compotes sans sucre ajouté.`,
      { h2: 'Réchauffer sans alourdir' },
      `Les épices douces comme le gingembre, la cannelle, le curcuma ou la muscade donnent du relief aux plats et procurent une agréable sensation de chaleur. Elles permettent aussi de réduire le sel et le sucre sans perdre en saveur. Les légumineuses — lentilles, pois cassés, haricots — apportent des protéines et des fibres qui tiennent au corps jusqu’au repas suivant.`,
      { h2: 'Garder un rythme régulier' },
      `Le manque de lumière dérègle parfois l’appétit et le sommeil. Prendre ses repas à heures fixes, s’accorder un vrai petit-déjeuner et éviter les dîners trop tardifs aide l’horloge interne à garder le cap. Une courte marche après le déjeuner, à la lumière du jour, complète utilement ces bonnes habitudes.`,
      `Enfin, n’oubliez pas de boire${nb}: on ressent moins la soif en hiver, alors que l’air chauffé des intérieurs dessèche. Tisanes, bouillons et eau plate comptent tous. Et si vous avez des besoins particuliers, parlez-en à votre médecin ou à un diététicien, qui sauront adapter ces repères à votre situation.`,
    ],
  },
  {
    slug: 'ikigai-definition-origine',
    titre: 'Ikigai : définition et origine d’un art de vivre',
    extrait:
      'Venu de l’archipel d’Okinawa, l’ikigai désigne ce qui donne envie de se lever le matin. Définition, origine et pistes pour trouver le vôtre.',
    auteur: 'Atelier Mots & Couleurs',
    joursAvant: 40,
    contenu: [
      `Le mot japonais ikigai réunit iki, «${nb}vivre${nb}», et kai, que l’on peut traduire par «${nb}valeur${nb}» ou «${nb}raison${nb}». L’ikigai, c’est donc ce qui donne du prix à l’existence, ce pour quoi l’on a envie de se lever le matin. Le terme est ancien au Japon, mais il ne s’est popularisé en Occident qu’au début des années 2000.`,
      { h2: 'Une origine liée à Okinawa' },
      `L’intérêt pour l’ikigai est né des études consacrées aux habitants d’Okinawa, un archipel du sud du Japon connu pour compter une proportion remarquable de centenaires. Les chercheurs ont observé que beaucoup d’entre eux conservaient, très tard dans la vie, une activité qui leur tenait à cœur${nb}: cultiver un potager, transmettre un savoir-faire, prendre soin de leurs proches.`,
      `Au Japon, l’ikigai ne désigne pas forcément une grande mission. Il peut se loger dans des choses modestes${nb}: le thé du matin, une promenade, la joie de voir grandir ses petits-enfants. C’est cette dimension quotidienne qui en fait une notion si attachante.`,
      { h2: 'Le fameux schéma des quatre cercles' },
      `En Occident, l’ikigai est souvent présenté sous la forme de quatre cercles qui se croisent${nb}: ce que j’aime, ce pour quoi je suis doué, ce dont le monde a besoin et ce pour quoi je peux être rémunéré. Ce diagramme, très répandu, est en réalité une adaptation occidentale, inspirée d’un schéma sur la recherche de sens au travail. Il reste un outil de réflexion utile, à condition de ne pas le prendre pour une recette.`,
      { h2: 'Trouver son ikigai, pas à pas' },
      `Plutôt que de chercher une réponse unique, on peut commencer par observer ses journées. Quels moments me donnent de l’énergie${nb}? Quand est-ce que je perds la notion du temps${nb}? À qui ai-je envie d’être utile${nb}? Noter ces petites découvertes pendant quelques semaines aide à faire émerger un fil conducteur.`,
      `L’ikigai évolue avec les âges de la vie. Celui d’un étudiant n’est pas celui d’une jeune mère ni d’un retraité, et c’est très bien ainsi. L’essentiel est de rester attentif à ce qui nous anime, et de lui faire une place, même petite, chaque jour.`,
    ],
  },
  {
    slug: 'le-brain-gym',
    titre: 'Le Brain Gym : bouger pour mieux apprendre',
    extrait:
      'Des mouvements simples pour aider la concentration et la coordination : présentation du Brain Gym, de ses exercices phares et de ses limites.',
    auteur: 'Julien Morel',
    joursAvant: 75,
    contenu: [
      `Le Brain Gym, ou «${nb}gymnastique des méninges${nb}», est une méthode éducative mise au point aux États-Unis dans les années 1980 par Paul et Gail Dennison. Elle propose vingt-six mouvements courts, souvent ludiques, censés favoriser la concentration, la coordination et la disponibilité pour apprendre. On la retrouve aujourd’hui chez des kinésiologues, des enseignants et des rééducateurs.`,
      { h2: 'Des mouvements faciles à retenir' },
      `Parmi les exercices les plus connus, les «${nb}mouvements croisés${nb}» consistent à toucher le genou gauche avec la main droite, puis l’inverse, à un rythme tranquille. Les «${nb}huit couchés${nb}» invitent à dessiner lentement un grand huit horizontal avec le doigt, en le suivant des yeux. Les «${nb}boutons du cerveau${nb}» se pratiquent en massant doucement deux points sous les clavicules tout en posant l’autre main sur le nombril.`,
      `Ces mouvements se font en une ou deux minutes, debout ou assis, ce qui les rend faciles à glisser avant une dictée, un examen ou une réunion. Beaucoup de personnes y trouvent un moment de recentrage agréable, surtout quand ils sont accompagnés de quelques respirations profondes.`,
      { h2: 'Ce que dit la recherche' },
      `Il faut rester honnête${nb}: les explications neurologiques avancées par les fondateurs n’ont pas été confirmées par les études scientifiques. Les bénéfices observés tiennent sans doute à des effets plus simples et bien réels${nb}: faire une pause, bouger après une longue période assise, respirer, se sentir encouragé. Ce n’est pas rien, mais ce n’est pas un traitement.`,
      { h2: 'Comment l’utiliser avec bon sens' },
      `Utilisé comme une parenthèse active, le Brain Gym peut trouver sa place en classe ou en séance, au même titre que les étirements ou la cohérence cardiaque. Il ne remplace ni un bilan orthophonique, ni un suivi médical en cas de difficulté d’apprentissage persistante. Les affiches de notre collection Éducation et apprentissage rappellent les gestes de base, pour que chacun puisse les pratiquer en autonomie.`,
    ],
  },
  {
    slug: 'le-stress',
    titre: 'Le stress : comprendre pour mieux l’apprivoiser',
    extrait:
      'Le stress est une réaction normale de l’organisme. Comprendre son fonctionnement aide à repérer quand il devient envahissant et à agir.',
    auteur: 'Claire Delorme',
    joursAvant: 110,
    contenu: [
      `Le stress a mauvaise réputation, pourtant il nous sauve régulièrement la mise. C’est la réaction de l’organisme face à une situation perçue comme exigeante ou menaçante${nb}: le cœur accélère, la respiration devient plus rapide, les muscles se tendent, l’attention se concentre. Ce mécanisme ancestral prépare le corps à agir.`,
      { h2: 'Stress aigu et stress chronique' },
      `Le stress aigu est bref${nb}: il surgit avant une prise de parole ou un examen, puis retombe une fois l’épreuve passée. Il peut même améliorer nos performances. Le stress chronique, lui, s’installe quand les sollicitations se répètent sans laisser au corps le temps de récupérer. C’est lui qui fatigue, irrite et finit par peser sur la santé.`,
      `Les signes d’un stress qui dure sont variés${nb}: troubles du sommeil, tensions dans la nuque ou les mâchoires, difficultés de concentration, irritabilité, envie de grignoter ou au contraire perte d’appétit. Les reconnaître tôt permet d’agir avant l’épuisement.`,
      { h2: 'Ce qui se passe dans le corps' },
      `Face à un stress, l’organisme libère de l’adrénaline puis du cortisol. Le premier agit en quelques secondes, le second sur la durée. Lorsque le cortisol reste élevé trop longtemps, il perturbe le sommeil, la digestion et l’immunité. D’où l’importance de ménager des moments de récupération, même courts, au fil de la journée.`,
      { h2: 'Des gestes simples pour souffler' },
      `La respiration est l’outil le plus accessible${nb}: allonger l’expiration, par exemple inspirer sur quatre temps et expirer sur six, envoie au corps un signal d’apaisement. L’activité physique régulière, le contact avec la nature, le rire et les liens sociaux sont d’autres alliés précieux. Dire non, déléguer ou simplement noter ce qui nous préoccupe aide aussi à alléger la charge.`,
      `Si le stress devient envahissant, qu’il s’accompagne d’angoisses, de pensées sombres ou d’un épuisement qui ne cède pas au repos, il est important d’en parler à un médecin ou à un psychologue. Demander de l’aide n’est pas un signe de faiblesse, c’est une façon de prendre soin de soi.`,
    ],
  },
  {
    slug: 'methodes-naturelles-anti-stress',
    titre: 'Sept méthodes naturelles contre le stress',
    extrait:
      'Respiration, marche, sommeil, écriture, plantes… Sept méthodes naturelles et accessibles pour faire baisser la pression au quotidien.',
    auteur: 'Atelier Mots & Couleurs',
    joursAvant: 160,
    contenu: [
      `Il n’existe pas de solution miracle contre le stress, mais une palette de gestes simples qui, pratiqués régulièrement, font une vraie différence. Voici sept méthodes naturelles, sans matériel ni abonnement, à adapter selon vos goûts.`,
      { h2: '1. La respiration lente' },
      `La cohérence cardiaque propose de respirer six fois par minute pendant cinq minutes, trois fois par jour. Inspirez cinq secondes, expirez cinq secondes, en suivant éventuellement une application ou une affiche. Cette pratique régule le rythme cardiaque et apaise le système nerveux.`,
      { h2: '2. Marcher dehors' },
      `Vingt minutes de marche à la lumière du jour suffisent à faire baisser la tension. Le mouvement libère des endorphines, et l’attention portée au paysage éloigne un temps les ruminations.`,
      { h2: '3. Soigner son sommeil' },
      `Se coucher et se lever à heures régulières, éteindre les écrans une heure avant le coucher et garder une chambre fraîche sont les trois piliers d’un sommeil réparateur, premier rempart contre le stress.`,
      { h2: '4. Écrire ce qui préoccupe' },
      `Vider sa tête sur le papier, le soir, aide à prendre du recul. Certaines personnes y ajoutent trois choses positives de la journée${nb}: un petit rituel de gratitude qui oriente l’attention vers ce qui va bien.`,
      { h2: '5. Les plantes et les tisanes' },
      `Tilleul, verveine, camomille ou mélisse sont traditionnellement utilisés pour favoriser la détente. Une tasse chaude le soir est aussi un moment de pause en soi. Demandez conseil à votre pharmacien si vous suivez un traitement.`,
      { h2: '6. Relâcher le corps' },
      `Étirements, yoga doux, automassage de la nuque ou relaxation musculaire progressive permettent de relâcher les tensions accumulées. Quelques minutes suffisent, idéalement à heure fixe.`,
      { h2: '7. Cultiver les liens' },
      `Parler à un proche, rire avec des amis, partager un repas${nb}: le soutien social est l’un des facteurs de protection les mieux établis. Et si le stress persiste, un professionnel de santé saura vous accompagner.`,
    ],
  },
  {
    slug: 'solutions-naturelles-pour-calmer-l-anxiete',
    titre: 'Solutions naturelles pour calmer l’anxiété',
    extrait:
      'Ancrage, respiration, mouvement, routines apaisantes : des pistes naturelles pour mieux vivre avec l’anxiété, et savoir quand consulter.',
    auteur: 'Julien Morel',
    joursAvant: 220,
    contenu: [
      `L’anxiété se distingue du stress par son caractère diffus${nb}: c’est une inquiétude tournée vers l’avenir, parfois sans objet précis, qui s’accompagne de sensations physiques désagréables. Elle touche un très grand nombre de personnes à un moment de leur vie. Des solutions naturelles peuvent aider à l’apaiser au quotidien.`,
      { h2: 'Revenir au présent par les sens' },
      `La technique dite «${nb}5-4-3-2-1${nb}» est un exercice d’ancrage simple${nb}: nommer cinq choses que l’on voit, quatre que l’on peut toucher, trois que l’on entend, deux que l’on sent et une que l’on goûte. En mobilisant les sens, elle ramène l’attention dans l’instant et interrompt le flot des pensées anxieuses.`,
      { h2: 'Respirer par le ventre' },
      `Lorsque l’anxiété monte, la respiration devient haute et rapide. Poser une main sur le ventre et laisser celui-ci se gonfler à l’inspiration, puis se dégonfler lentement à l’expiration, aide à retrouver un souffle plus ample. Allonger l’expiration renforce l’effet apaisant.`,
      { h2: 'Bouger régulièrement' },
      `L’activité physique est l’une des approches naturelles les mieux étudiées contre l’anxiété. Marche rapide, vélo, natation ou danse${nb}: l’important est de trouver une activité plaisante et de la pratiquer plusieurs fois par semaine.`,
      { h2: 'Installer des routines rassurantes' },
      `Les routines offrent des repères qui apaisent l’esprit${nb}: un réveil à heure fixe, un petit-déjeuner tranquille, une pause sans écran, un rituel du soir. Limiter la caféine, l’alcool et l’exposition continue aux informations contribue également à réduire le niveau d’alerte.`,
      { h2: 'Savoir demander de l’aide' },
      `Quand l’anxiété empêche de dormir, de travailler ou de sortir, qu’elle s’accompagne de crises de panique ou dure depuis plusieurs semaines, il est temps de consulter. Les thérapies cognitives et comportementales ont fait leurs preuves, et un médecin ou un psychologue saura proposer l’accompagnement adapté.`,
    ],
  },
]
