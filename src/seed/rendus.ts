import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The demo catalogue's drawings kept on disk by content when MC_SEED_RENDUS names a folder: the test
 * harness seeds the same catalogue several times in one run (e2e, cluster, network namespaces) and
 * rasterising its posters was most of each seed's CPU. Without it, every drawing is rendered.
 */
export async function rendu(
  svg: string,
  options: string,
  render: () => Promise<Buffer>,
  dossier = process.env.MC_SEED_RENDUS?.trim(),
): Promise<Buffer> {
  if (!dossier) return render()
  const fichier = path.join(dossier, `${createHash('sha256').update(`${options}\n${svg}`).digest('hex')}.bin`)
  try {
    return await fs.promises.readFile(fichier)
  } catch {
    // Not drawn yet.
  }
  const octets = await render()
  await fs.promises.mkdir(dossier, { recursive: true })
  // Renamed into place: a seed running beside this one reads a whole file or none.
  const provisoire = `${fichier}.${randomUUID()}.tmp`
  await fs.promises.writeFile(provisoire, octets)
  await fs.promises.rename(provisoire, fichier)
  return octets
}
