// The naming rule of CONTRIBUTING.md (« Noms »), kept by ESLint: in the infrastructure folders, file
// and folder names and every identifier the code declares (at any depth: functions, variables,
// parameters, classes and their members, types) are English. A word counts as
// French when it is in FRENCH_WORDS (the French vocabulary this codebase uses) and not in the domain
// glossary, which is read from CONTRIBUTING.md (« Glossaire ») so that the rule and the document cannot
// drift apart.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** The French words of this codebase's identifiers, accents stripped (words that are also English, such
 *  as `route` or `message`, are left out unless they only ever meant the French word here). */
export const FRENCH_WORDS = new Set(
  `
abonne abonnement abonner abonnes au aux accepte acces accueil acheteur activer actualisation adaptateur
adresse adresses affiche affiches aide ailleurs aime aimees aimes ajout ajoute ajouter ajoutes
aleatoire allonge ancien ancienne ancre anglais annee annonce annoncee annoncer annonces annule
annulee annulees annuler anonyme apercu apercus appel appeler appels appliquer apres arret arreter
assurer asynchrone asynchrones atelier attendre attendu attendus attente attentes atterrissage
attribuer attributs aucun automatique autorisee autre autres avant avec avoir avoirs bandeau
banniere barre biais bilan bilans bleu bloque bois bon bord borne borner bouton brouillon brouillons
brut brute calculees calculer calme canal candidats carte cartes cas casse categorie ceux chaine
chaines charger chemin chemins cherchable cherche chercher choisir choix cible cibles classe cle
cles coeur colonne colonnes commande commander commandes comme commun communs comparer complet
compte compter comptes compteur compteurs conditionnelle confiance configurer confirme confirmee
confirmer connait connecter connexion connu connue consentement consommer contenu contenus contexte
contient controle copie copiees copier corps couleur couleurs coupe couper courant courante courir
courriel courriels cours court cree creer dans de debut debuts declaree deconnecte deconnexion decrire
defaut definitif deja delai delais demande demander demandes demarrages demarrer depart depasse
depuis derives dernier derniere dernieres derniers des desabonnement desabonner desactiver
desindexer dessus destinataire destinataires deux deverrouiller diffusion disponible disponibles
disque donne donnees dossier doublon droite du duree durees ecart ecarts echapper echec echecs
echouer ecoute ecouter ecrire ecrit ecriture ecritures editeur emetteur emettre empreinte en
encodeur encore enfant enfants enregistre enregistrer ensuite entete entetes entier entre entree
entrees entretien envoi envois envoye envoyer envoyes equipe erreur erreurs espace essai essais est et
etape etapes etat etrangeres evenement executer existant existe expediee expedier expiree expirees
extrait fabrique facette facettes facturation facture facturee factures faux favori favoris femme
fenetre fermee fermer fermeture fermetures fiche fichier fichiers filtre filtres fin finale fini
finir fois forme formulaire frais francais gabarit gagnant gagne gagnee galerie garde gardee gardees
garder gardes genere generer genoux genre gestionnaire globaux grand gras gratuit grille gris gros
groupe groupes hacher hasard heure hors identifiants identite ignorees impayee imprime imprimee
imprimes inconnu inconnue indecodables indexer indisponible indisponibles inedit infini injoignable
inscrire inserer installer instantane interrupteur intervalle introuvable invalide invalider
irregulier jamais jeton jetons jeu journal journalise juste ko lancees lancement lancer langues
largeur largeurs lecteur lecture legende lendemain les lente lettre lettres libelle libelles liberer
libre lien liens lier lies ligne lignes limite limitee limites limiteur lire lisible listage
liste listes livraison livraisons livrer longue longueur lue maintenant manquants manuel marge
marque marquer masque masquer masques mauvais meme memoire mes mesure mesurer methode miette miettes
migrer minuterie minuteur mise mo modale modele modeles mois montant montants monte morceau morceaux
mot moteur moteurs mots moyen moyenne moyens navigateur nettoyer neuf niveau noeud nom nombre
nombres noms normalisation normalise normaliser noter nouveau nouveautes numerique numeriques numero
numeros numerotee objet objets obtenir occupe octets offerte onglet ordre organisation origine
orphelin orphelins ou oubli oublier ouvert ouvertes ouvrir paiement panne par parametres partage
partages particulier partie partiel parties passe paye payee payer payes perdu periodique pied pile
pilote plancher planification planifier plat pluriel pluriels plus plusieurs poids poignee
politiques portee porteurs pour pourcent pousser precedent precharger prechauffage prechauffer
prefixe premier premiere premiers preparation preparer pret prete pretes prets pris prive prix
processus prochain prochaine proches produire produit produits profonde profondeur promesse propre
propres proprietaire provisoire publics publie publiee publiees publier publies publique puces
purger quand qui quitter quoi raccourcis racine rafraichir raison rang rangs rappel rapport
realisation realisations recente recepteur recepteurs recevoir recherches reconnectes reconnexion
reconstruire recu recus redelivrees rediriger reecrire refus refuser registre reglages regle regles
reindexer rejeter rejoue relatif relie relue remboursee remboursement rembourser remise remplacer
remplaces rendre rendu renommage repli repond repondre reponse reponses reprise reprises requete
requetes requis resoudre restantes restants reste resultat resultats resumer retard retenus retire
retirer retour revalide rien rubrique rubriques saisir salle sans sante sauts sauvegardes seconde
secondes securite serenite serie serveur servi servir servis seul seulement signale signaler signe
signer singulier societe sommaire sondes sortie sorties sous statique statut statuts stockage
stockee suffixe suite suivant suivants suivi suivre sujet supprime supprimer sur surtitre suspendue
symbole systeme tableau tache taches taille tailles tard taux taxonomie teintes telechargement
telechargements telecharger temoin temps tentatives terme termes termine tete texte textes titre
titres toile totaux tour tous tout toutes traiter tranche transferer transfert transporteur
transporteurs travail tri trie trier tris troisieme tronque tronquer trop trouve trouvee trouver
trouves typographie une uniforme utilise valeur valeurs valide valider variante variantes vendable
vendeur venir vente ventes ventiler verifie verifier vers vide vider vides vignette ville visibles
visiter visiteur visuel visuels vitrine vivant volumineux vrai vue
`
    .split(/\s+/)
    .filter(Boolean),
)

/** Terms of the glossary's first column, each as its words (`coupDeCoeur` gives [coup, de, coeur]). */
export function glossaryTerms(markdown) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Glossaire'))
  if (!section) throw new Error('CONTRIBUTING.md : section « Glossaire » introuvable')
  const terms = []
  for (const line of section.split('\n')) {
    const cell = /^\| ([^|]+) \|/.exec(line)?.[1]
    if (!cell) continue
    for (const code of cell.matchAll(/`([^`]+)`/g)) terms.push(splitWords(code[1]))
  }
  // Longest first: `numeroSuivi` is read as one term before `numero` alone.
  return terms.sort((a, b) => b.length - a.length)
}

/** `entetesDeSecurite` → entetes, de, securite; `LIMITES_PAR_DEFAUT` → limites, par, defaut. */
export function splitWords(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
}

/** A word of a name is a word of a term, or its plural in -s or -x (`coupsDeCoeur`, `facettes`). */
const sameWord = (word, termWord) => word === termWord || word === `${termWord}s` || word === `${termWord}x`

/**
 * The French words of `name` that the glossary does not allow. A glossary term covers whole words, in its
 * order: `motCle` allows « mot cle » together, not `cle` in `cleClient`; `coupDeCoeur` allows « coup de
 * coeur », not `de` elsewhere.
 */
export function frenchWords(name, terms) {
  const words = splitWords(name)
  const french = []
  for (let i = 0; i < words.length;) {
    const term = terms.find((t) => t.every((w, k) => i + k < words.length && sameWord(words[i + k], w)))
    if (term) i += term.length
    else {
      if (FRENCH_WORDS.has(words[i])) french.push(words[i])
      i++
    }
  }
  return french
}

const glossary = glossaryTerms(fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8'))

/** Names under src/lib/ checked for a file: its folders below src/lib and its base name. */
function pathNames(filename) {
  const relative = path.relative(root, filename).split(path.sep)
  const lib = relative.indexOf('lib')
  const names = relative.slice(lib + 1)
  names[names.length - 1] = names.at(-1).replace(/\.[^.]+$/, '')
  return names
}

/** @type {import('eslint').Rule.RuleModule} */
const englishInfrastructure = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Infrastructure code is named in English (CONTRIBUTING.md, « Noms »).' },
    schema: [{ type: 'object', properties: { pending: { type: 'array', items: { type: 'string' } } } }],
    messages: {
      french:
        '« {{name}} » : {{words}} — nom français dans du code d’infrastructure (CONTRIBUTING.md, « Noms » ; un mot du domaine va au « Glossaire »).',
    },
  },
  create(context) {
    const pending = new Set(context.options[0]?.pending ?? [])
    const reported = new Set()
    const check = (node, name) => {
      if (pending.has(name) || reported.has(name)) return
      reported.add(name)
      const words = frenchWords(name, glossary)
      if (words.length > 0)
        context.report({ node, messageId: 'french', data: { name, words: words.join(', ') } })
    }
    /** Every name a binding pattern declares (`{ a, b: [c, ...d] }` → a, c, d). */
    const checkPattern = (pattern) => {
      if (!pattern) return
      if (pattern.type === 'Identifier') check(pattern, pattern.name)
      else if (pattern.type === 'ObjectPattern')
        for (const p of pattern.properties) checkPattern(p.type === 'RestElement' ? p.argument : p.value)
      else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) checkPattern(e)
      else if (pattern.type === 'RestElement') checkPattern(pattern.argument)
      else if (pattern.type === 'AssignmentPattern') checkPattern(pattern.left)
      else if (pattern.type === 'TSParameterProperty') checkPattern(pattern.parameter)
    }
    const checkFunction = (node) => {
      if (node.id) check(node.id, node.id.name)
      for (const p of node.params) checkPattern(p)
    }
    const checkKey = (node) => {
      if (!node.computed && (node.key.type === 'Identifier' || node.key.type === 'PrivateIdentifier'))
        check(node.key, node.key.name)
    }
    const checkId = (node) => node.id && check(node.id, node.id.name)
    return {
      Program(node) {
        for (const name of pathNames(context.filename)) check(node, name)
      },
      // Every name the file declares, at any depth, type members included: a file speaks one language.
      // Imported names belong to their own module, and object literals' keys to the data they carry.
      VariableDeclarator: (node) => checkPattern(node.id),
      FunctionDeclaration: checkFunction,
      FunctionExpression: checkFunction,
      ArrowFunctionExpression: checkFunction,
      CatchClause: (node) => checkPattern(node.param),
      ClassDeclaration: checkId,
      ClassExpression: checkId,
      MethodDefinition: checkKey,
      PropertyDefinition: checkKey,
      TSPropertySignature: checkKey,
      TSMethodSignature: checkKey,
      TSTypeAliasDeclaration: checkId,
      TSInterfaceDeclaration: checkId,
      TSEnumDeclaration: checkId,
      TSEnumMember: checkId,
      TSTypeParameter: (node) => check(node.name, node.name.name),
      ExportSpecifier: (node) =>
        node.exported.type === 'Identifier' && check(node.exported, node.exported.name),
    }
  },
}

/**
 * One verb for a read (docs/decisions/0125-un-verbe-par-sens.md): `lire…` in domain code, `read…` in
 * English technical code, `fetch…` for the browser's HTTP calls; never `get…`, nor `list…` before
 * domain words.
 * @type {import('eslint').Rule.RuleModule}
 */
const oneReadVerb = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A read is named lire… (domain) or read… (technical), not get… or list….' },
    schema: [],
    messages: {
      verb: '« {{name}} » : une lecture s’appelle `lire…` (domaine) ou `read…` (technique), pas `get…` ni `list…` (docs/decisions/0125).',
    },
  },
  create(context) {
    // `list…` stays the English verb of English names (`listBackups`); before domain words it is a read.
    const domainWords = new Set(glossary.flat())
    const isDomain = (words) =>
      words.some((w) => FRENCH_WORDS.has(w) || domainWords.has(w.replace(/[sx]$/, '')))
    const check = (id) => {
      if (id?.type !== 'Identifier') return
      const [verb, ...rest] = splitWords(id.name)
      if (/^get[A-Z]/.test(id.name) || (/^list[A-Z]/.test(id.name) && verb === 'list' && isDomain(rest)))
        context.report({ node: id, messageId: 'verb', data: { name: id.name } })
    }
    return {
      VariableDeclarator: (node) => check(node.id),
      FunctionDeclaration: (node) => check(node.id),
    }
  },
}

export const naming = {
  rules: { 'english-infrastructure': englishInfrastructure, 'one-read-verb': oneReadVerb },
}
