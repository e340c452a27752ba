import sharp from 'sharp'
import type { Payload } from 'payload'

/** A real PNG, small enough for fast uploads. */
export async function pngFile(name = 'image.png', color = '#c8553d') {
  const data = await sharp({ create: { width: 60, height: 80, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

export async function createStaff(payload: Payload) {
  const make = (email: string, roles: ('admin' | 'editeur' | 'atelier')[]) =>
    payload.create({ collection: 'users', data: { email, password: 'motdepasse-test-1', roles } })
  const admin = await make('admin@test.example', ['admin'])
  const editeur = await make('editeur@test.example', ['editeur'])
  const atelier = await make('atelier@test.example', ['atelier'])
  return {
    admin: { ...admin, collection: 'users' as const },
    editeur: { ...editeur, collection: 'users' as const },
    atelier: { ...atelier, collection: 'users' as const },
  }
}

type RoleEquipe = 'admin' | 'editeur' | 'atelier'

/**
 * One staff account per role, named `{role}@{domaine}`, and the token of a real login for each (Payload
 * signs it; requests send it as `JWT {token}`).
 */
export async function jetonsEquipe<R extends RoleEquipe>(
  payload: Payload,
  roles: readonly R[],
  domaine: string,
): Promise<Record<R, string>> {
  const password = 'mot-de-passe-solide-42'
  const jetons = {} as Record<R, string>
  for (const role of roles) {
    const email = `${role}@${domaine}`
    await payload.create({ collection: 'users', data: { email, password, roles: [role] } })
    jetons[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  return jetons
}

/** A printed poster sold in formats (its A3 at 24,00 €, the default): createProduit's data. */
export const AFFICHE_DOUCEUR = {
  titre: 'Je mérite la douceur',
  slug: 'douceur',
  prix: 2400,
  livraison: 'imprime',
  fichierNumerique: null,
}

/** A published product with its artwork and print file. */
export async function createProduit(payload: Payload, data: Record<string, unknown> = {}) {
  const media = await payload.create({ collection: 'media', data: { alt: 'Œuvre' }, file: await pngFile() })
  const fichier = await payload.create({
    collection: 'telechargements',
    data: {},
    file: await pngFile('impression.png'),
  })
  return payload.create({
    collection: 'produits',
    draft: false,
    data: {
      titre: 'Respirer en conscience',
      extrait: 'Une affiche pour la salle d’attente.',
      illustration: media.id,
      categorie: 'affiche',
      livraison: 'numerique',
      prix: 1200,
      fichierNumerique: fichier.id,
      _status: 'published',
      ...data,
    } as never,
  })
}

/** A one-paragraph Lexical document (rich-text fields of articles, pages, FAQ). */
export function richText(text: string) {
  const noeud = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }
  return {
    root: {
      ...noeud,
      type: 'root',
      children: [
        {
          ...noeud,
          type: 'paragraph',
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}
