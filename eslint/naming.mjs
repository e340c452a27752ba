// The naming rule of CONTRIBUTING.md (« Noms »), kept by ESLint: in the infrastructure folders, file
// and folder names and every identifier the code declares (at any depth: functions, variables,
// parameters, classes and their members, types) are English words. Dictionaries decide: a word is French
// when a French dictionary (an-array-of-french-words) knows it and the English one (word-list) does not,
// or when it is one of FRENCH_WORDS (words that are English too, or missing from the dictionary, and
// that this code only ever uses in French); a word that neither dictionary nor the project's lexicon
// (eslint/lexique.txt: technical abbreviations) knows is refused as unknown. The domain glossary is read
// from CONTRIBUTING.md (« Glossaire ») so that the rule and the document cannot drift apart.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import englishWordsFile from 'word-list'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** A word without its accents, in lower case: `Clé` → `cle`. */
export const bareWord = (word) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const ENGLISH = new Set(fs.readFileSync(englishWordsFile, 'utf8').split('\n'))
const FRENCH = new Set(createRequire(import.meta.url)('an-array-of-french-words').map(bareWord))
/** Technical abbreviations and names (json, sqlite, utc…): words of no dictionary that code uses. */
export const LEXICON = new Set(
  fs
    .readFileSync(path.join(root, 'eslint/lexique.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => line.split(/\s+/))
    .filter(Boolean),
)

/** French words of this code that the dictionaries alone would not call French: English homographs
 *  (`route`, `facture`, `de`…) that only ever mean the French word here, and French words the French
 *  dictionary lacks (`courriel`). */
export const FRENCH_WORDS = new Set(
  `
abonnement actualisation affiche affiches aide allonge apercu apercus appel appels apres arret
assurer atelier avant avoirs bandeau barre bois bon bord borne bouton brut brute canal carte cartes
chaine chaines charger cherchable commander comparer compter confirmee confirmer connecter connexion
controle copier corps coupe couper courant courante courriel courriels cours court cree dans de
debut debuts demander depart derives dernier derniers des diffusion donne donnees dossier en encore
enfant enfants entete entetes entree entrees envoi envois equipe est et etape etapes etat etrangeres
evenement executer extrait facture factures faux femme fiche filtre filtres fin finale fini forme
genre grand grille gris hors identifiants inconnu inconnue indecodables indexer injoignable
installer jeton jetons jeu journal journalise ko lancer langues lecture les lettre lettres lien
liens lier lies ligne lignes limites lire livraison livraisons longueur marge marque masque masquer
masques mauvais meme mes mise mo mois montant montants monte morceau morceaux mot mots nom noms
normalisation normalise normaliser noter nouveau objet objets octets organisation ou ouvert ouvertes
panne par parties passe payee payer perdu pied pile plat plus politiques pour pourcent precedent
precharger premier premiere premiers preparation preparer prochain publics puces purger quitter rang
rangs rappel rapport realisation realisations recherches reconnexion redelivrees rediriger reecrire
refuser reindexer relie remise renommage reprise reprises resumer retire retirer retour revalide
salle sans sauts seconde secondes signaler signer sondes sortie sorties sous stockage suite sur
surtitre symbole tableau tache taches taille tailles telechargement telechargements telecharger
temps tentatives tete titre titres toile tour tout tranche travail trie trier trop utilise valider
vendable verifier vers vide vides vignette visibles visiter vitrine
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
    .replace(/([\p{Ll}0-9])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(bareWord)
}

/** What a word of a name is: `french`, `unknown` (no dictionary knows it) or `english`. */
export function wordKind(word) {
  if (FRENCH_WORDS.has(word)) return 'french'
  // A letter alone (`i`, `a`, `b`) is a name of its own.
  if (word.length === 1) return 'english'
  if (ENGLISH.has(word) || LEXICON.has(word)) return 'english'
  // Plurals and verb forms the English list lacks (`headers`, `limiters`): their stem.
  if (/s$/.test(word) && (ENGLISH.has(word.slice(0, -1)) || LEXICON.has(word.slice(0, -1)))) return 'english'
  return FRENCH.has(word) ? 'french' : 'unknown'
}

/** A word of a name is a word of a term, or its plural in -s or -x (`coupsDeCoeur`, `facettes`). */
const sameWord = (word, termWord) => word === termWord || word === `${termWord}s` || word === `${termWord}x`

/**
 * The words of `name` that the glossary does not allow, by kind: French ones, and unknown ones (in no
 * dictionary). A glossary term covers whole words, in its order: `motCle` allows « mot cle » together, not
 * `cle` in `cleClient`; `coupDeCoeur` allows « coup de coeur », not `de` elsewhere.
 */
export function foreignWords(name, terms) {
  const words = splitWords(name)
  const found = { french: [], unknown: [] }
  for (let i = 0; i < words.length;) {
    const term = terms.find((t) => t.every((w, k) => i + k < words.length && sameWord(words[i + k], w)))
    if (term) i += term.length
    else {
      const kind = wordKind(words[i])
      if (kind !== 'english') found[kind].push(words[i])
      i++
    }
  }
  return found
}

/** The French words of `name` that the glossary does not allow. */
export const frenchWords = (name, terms) => foreignWords(name, terms).french

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
      unknown:
        '« {{name}} » : {{words}} — mot qu’aucun dictionnaire ne connaît (CONTRIBUTING.md, « Noms » ; une abréviation technique va à eslint/lexique.txt).',
    },
  },
  create(context) {
    const pending = new Set(context.options[0]?.pending ?? [])
    const reported = new Set()
    const check = (node, name) => {
      if (pending.has(name) || reported.has(name)) return
      reported.add(name)
      const { french, unknown } = foreignWords(name, glossary)
      if (french.length > 0)
        context.report({ node, messageId: 'french', data: { name, words: french.join(', ') } })
      else if (unknown.length > 0)
        context.report({ node, messageId: 'unknown', data: { name, words: unknown.join(', ') } })
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

/** Verbs that name a read under another word (`find…`, `chercher…`): a read is `lire…` or `read…`. */
const OTHER_READ_VERBS = new Set([
  'get',
  'find',
  'load',
  'retrieve',
  'obtain',
  'lookup',
  'query',
  'chercher',
  'trouver',
  'obtenir',
  'recuperer',
  'charger',
])

/** Browser code, where `fetch…` names an HTTP call of the page. */
const BROWSER = /[/\\]src[/\\](lib[/\\]navigateur|components)[/\\]/

/**
 * One verb for a read (docs/decisions/0125-un-verbe-par-sens.md): `lire…` in domain code, `read…` in
 * English technical code, `fetch…` for the browser's HTTP calls only; never `get…`, `find…`, `load…`,
 * `chercher…` or another read verb, nor `list…` before domain words.
 * @type {import('eslint').Rule.RuleModule}
 */
const oneReadVerb = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A read is named lire… (domain) or read… (technical), under no other verb.' },
    schema: [],
    messages: {
      verb: '« {{name}} » : une lecture s’appelle `lire…` (domaine) ou `read…` (technique), pas `{{verb}}…` (docs/decisions/0125).',
    },
  },
  create(context) {
    // `list…` stays the English verb of English names (`listBackups`); before domain words it is a read.
    const domainWords = new Set(glossary.flat())
    const isDomain = (words) =>
      words.some((w) => wordKind(w) === 'french' || domainWords.has(w.replace(/[sx]$/, '')))
    const browser = BROWSER.test(context.filename)
    const check = (id) => {
      // A verb alone (`find`, `load`) is a helper's name; `findX`, `chercherX` name a read.
      if (id?.type !== 'Identifier' || !/^\p{Ll}+\p{Lu}/u.test(id.name)) return
      const [verb, ...rest] = splitWords(id.name)
      const wrong =
        OTHER_READ_VERBS.has(verb) || (verb === 'list' && isDomain(rest)) || (verb === 'fetch' && !browser)
      if (wrong) context.report({ node: id, messageId: 'verb', data: { name: id.name, verb } })
    }
    return {
      VariableDeclarator: (node) => check(node.id),
      FunctionDeclaration: (node) => check(node.id),
    }
  },
}

/**
 * Names in ASCII: an accented identifier (`cléClient`) reads the same as its bare twin (`cleClient`) and
 * one of them is a typo away from the other.
 * @type {import('eslint').Rule.RuleModule}
 */
const asciiNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Identifiers are written in ASCII, without accents.' },
    schema: [],
    messages: { accent: '« {{name}} » : un nom s’écrit sans accent (`{{bare}}`).' },
  },
  create(context) {
    return {
      Identifier(node) {
        if (/[^\x00-\x7F]/.test(node.name))
          context.report({
            node,
            messageId: 'accent',
            data: { name: node.name, bare: node.name.normalize('NFD').replace(/\p{M}/gu, '') },
          })
      },
    }
  },
}

export const naming = {
  rules: {
    'english-infrastructure': englishInfrastructure,
    'one-read-verb': oneReadVerb,
    'ascii-names': asciiNames,
  },
}
