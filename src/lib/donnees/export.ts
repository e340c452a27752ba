import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Payload } from 'payload'

import { fichierAvoir } from '@/lib/facture'
import { cheminDeCle, lirePdf } from '@/lib/documents'
import { desceller } from '@/lib/courriel'
import type { Avoir, Commande } from '@/payload-types'

import { lignesDe, noterDemande, parEmail } from './recherche'

const json = (x: unknown) => strToU8(`${JSON.stringify(x, null, 2)}\n`)

/** A body sealed under another secret (a database copied from elsewhere) cannot be opened: said so. */
const descelle = (v: string) => {
  try {
    return desceller(v)
  } catch {
    return 'Contenu illisible\u00a0: scellé sous une autre clé que celle de ce serveur.'
  }
}

/** The e-mails sent to the person, unsealed: their content is hers (GDPR art. 15), links included. */
async function courrielsLus(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'courriels',
    where: parEmail('courriels', email),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  // The body's field is closed to every role (0162): read from the store, as the sender does.
  return Promise.all(
    docs.map(async (d) => {
      const brut = (await payload.db.findOne({
        collection: 'courriels',
        where: { id: { equals: d.id } },
      })) as { texte?: string | null; html?: string | null } | null
      const ouvrir = (v?: string | null) => (v ? descelle(v) : null)
      return { ...d, texte: ouvrir(brut?.texte), html: ouvrir(brut?.html) }
    }),
  )
}

/** The invoice and credit notes of the person's orders, as their stored PDF files. */
async function documents(payload: Payload, commandes: Commande[], avoirs: Avoir[]) {
  const fichiers: Zippable = {}
  const manquants: string[] = []
  const joindre = async (numero: string | null | undefined, chemin: string | null) => {
    if (!numero) return
    const octets = chemin ? await lirePdf(chemin) : null
    if (octets) fichiers[`documents/${numero}.pdf`] = new Uint8Array(octets)
    else manquants.push(numero)
  }
  for (const c of commandes) {
    await joindre(c.numeroFacture, c.factureCle ? cheminDeCle(payload, c.factureCle) : null)
    await joindre(c.numeroAvoir, c.avoirCle ? cheminDeCle(payload, c.avoirCle) : null)
    for (const a of avoirs.filter((x) => String(x.commande) === String(c.id)))
      await joindre(a.numero, (await fichierAvoir(payload, c, a))?.chemin ?? null)
  }
  return { fichiers, manquants }
}

/** The journal's entries about the person's orders (staff refunds, withdrawal decisions, changes). */
async function journal(payload: Payload, commandes: Commande[]) {
  if (!commandes.length) return []
  const { docs } = await payload.find({
    collection: 'journal',
    where: {
      and: [{ cible: { equals: 'commandes' } }, { cibleId: { in: commandes.map((c) => String(c.id)) } }],
    },
    sort: 'le',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

const LISEZMOI = `Données personnelles détenues par la boutique (RGPD, article 15)

commandes.json      vos commandes, avec leurs lignes, adresses et consentements
avoirs.json         les avoirs émis sur vos commandes
documents/          vos factures et avoirs, en PDF (Factur-X)
journal.json        les actions de l’équipe sur vos commandes (remboursements, décisions de rétractation…)
courriels.json      les e-mails que la boutique vous a envoyés, avec leur contenu
abonnements.json    votre abonnement à la lettre d’information
messages.json       vos messages envoyés par le formulaire de contact
espace.json         vos accès à l’espace « Mes commandes »
demandes.json       vos demandes précédentes (accès, effacement)

Les « j’aime » ne sont liés à aucune adresse e-mail : un identifiant aléatoire de votre navigateur
les porte, et la boutique ne peut pas les rattacher à vous.
`

/**
 * Everything the shop holds about an e-mail (GDPR art. 15), in one ZIP: its orders with their lines,
 * their invoices and credit notes as PDF files, the credit notes' records, the journal's entries about
 * its orders, the e-mails sent to it (unsealed), its subscription, contact messages, « Mes commandes »
 * access rows and earlier requests. The request is recorded.
 */
export async function exporterDonnees(payload: Payload, email: string, auteur: string) {
  const commandes = (await lignesDe(payload, 'commandes', email)) as unknown as Commande[]
  const { docs: avoirs } = commandes.length
    ? await payload.find({
        collection: 'avoirs',
        where: { commande: { in: commandes.map((c) => c.id) } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] as Avoir[] }
  const [courriels, entrees, abonnes, messages, acces, demandes, docs] = await Promise.all([
    courrielsLus(payload, email),
    journal(payload, commandes),
    lignesDe(payload, 'abonnes', email),
    lignesDe(payload, 'messages', email),
    lignesDe(payload, 'acces-espace', email),
    lignesDe(payload, 'demandes-donnees', email),
    documents(payload, commandes, avoirs),
  ])
  const exporteLe = new Date().toISOString()
  const parties: Record<string, unknown[]> = {
    commandes,
    avoirs,
    journal: entrees,
    courriels,
    abonnements: abonnes,
    messages,
    espace: acces,
    demandes,
  }
  const zip: Zippable = {
    'LISEZMOI.txt': strToU8(LISEZMOI),
    'export.json': json({ email, exporteLe, documentsIntrouvables: docs.manquants }),
    ...Object.fromEntries(Object.entries(parties).map(([nom, xs]) => [`${nom}.json`, json(xs)])),
    ...docs.fichiers,
  }
  const bilan = {
    ...Object.fromEntries(Object.entries(parties).map(([nom, xs]) => [nom, xs.length])),
    documents: Object.keys(docs.fichiers).length,
  }
  await noterDemande(payload, email, 'export', auteur, bilan)
  return { octets: zipSync(zip, { level: 6, mtime: new Date(exporteLe) }), bilan }
}
