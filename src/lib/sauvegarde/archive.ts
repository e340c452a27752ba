import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

import tar from 'tar-stream'

import { AGE_HEADER, decryptStream, encryptStream } from './crypto'
import {
  BackupError,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  manifestSchema,
  type Manifest,
  type ManifestFile,
} from './format'

/** An entry to pack: bytes in memory, or a file of our own staging folder (the database snapshot). */
export type ArchiveEntry = { path: string; data: Buffer } | { path: string; file: string }

type EntryWriter = Writable

async function writeEntry(pack: tar.Pack, entry: ArchiveEntry): Promise<ManifestFile> {
  const hash = createHash('sha256')
  if ('data' in entry) {
    hash.update(entry.data)
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.path, size: entry.data.length }, entry.data, (err) =>
        err ? reject(err) : resolve(),
      ),
    )
    return { path: entry.path, size: entry.data.length, sha256: hash.digest('hex') }
  }
  const { size } = await fs.promises.stat(entry.file)
  let writer!: EntryWriter
  const done = new Promise<void>((resolve, reject) => {
    writer = pack.entry({ name: entry.path, size }, (err) =>
      err ? reject(err) : resolve(),
    ) as unknown as EntryWriter
  })
  for await (const chunk of fs.createReadStream(entry.file)) {
    hash.update(chunk as Buffer)
    if (!writer.write(chunk)) await new Promise<void>((resolve) => writer.once('drain', () => resolve()))
  }
  writer.end()
  await done
  return { path: entry.path, size, sha256: hash.digest('hex') }
}

/**
 * Writes the archive: a gzip'd tar of the entries then the manifest (built from their digests), age
 * encrypted when a passphrase is given. Written under a temporary name and renamed at the end: an
 * archive under its final name is always whole.
 */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<ArchiveEntry>,
  manifest: (files: ManifestFile[]) => Manifest,
  passphrase?: string,
): Promise<Manifest> {
  const partial = `${file}.partiel`
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const pack = tar.pack()
  const gzip = zlib.createGzip({ level: 6 })
  const source = Readable.from(pack as unknown as AsyncIterable<Buffer>).pipe(gzip)
  const output = passphrase ? await encryptStream(source, passphrase) : source
  const written = pipeline(output, fs.createWriteStream(partial, { mode: 0o600 }))
  written.catch(() => {})
  try {
    const files: ManifestFile[] = []
    for await (const entry of entries) files.push(await writeEntry(pack, entry))
    const result = manifest(files)
    await writeEntry(pack, {
      path: MANIFEST_ENTRY,
      data: Buffer.from(JSON.stringify(result, null, 2)),
    })
    pack.finalize()
    await written
    await fs.promises.rename(partial, file)
    return result
  } catch (err) {
    pack.destroy(err as Error)
    await written.catch(() => {})
    await fs.promises.rm(partial, { force: true })
    throw err
  }
}

/** Whether an archive is encrypted, from its first bytes. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const head = Buffer.alloc(AGE_HEADER.length)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return bytesRead === head.length && head.equals(AGE_HEADER)
  } finally {
    await handle.close()
  }
}

const safeEntry = (name: string) =>
  !path.isAbsolute(name) && !name.split('/').includes('..') && name === path.posix.normalize(name)

/**
 * Reads the whole archive into `staging` and checks it: it opens (passphrase), ends where it should
 * (gzip's length and CRC, age's authenticated chunks), its manifest is of a known format, and every
 * file has the manifest's size and sha256, none missing and none extra. Throws BackupError (French)
 * otherwise. Nothing outside `staging` is written.
 */
export async function readArchive(file: string, staging: string, passphrase?: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`Archive introuvable : ${file}.`)
  const encrypted = await isEncrypted(file)
  if (encrypted && !passphrase)
    throw new BackupError(
      'Archive chiffrée : définissez BACKUP_PASSPHRASE (la phrase secrète de la sauvegarde) pour la restaurer.',
    )
  let input: Readable = fs.createReadStream(file)
  if (encrypted) input = await decryptStream(input, passphrase!)
  const extract = tar.extract()
  const read = new Map<string, ManifestFile>()
  const unpacking = (async () => {
    for await (const entry of extract as unknown as AsyncIterable<{ header: tar.Header } & Readable>) {
      const name = entry.header.name
      if (entry.header.type !== 'file' || !safeEntry(name) || read.has(name))
        throw new BackupError(`Archive altérée : entrée inattendue « ${name} ».`)
      const target = path.join(staging, name)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      const hash = createHash('sha256')
      let size = 0
      const out = fs.createWriteStream(target)
      for await (const chunk of entry) {
        hash.update(chunk as Buffer)
        size += (chunk as Buffer).length
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
      }
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      )
      read.set(name, { path: name, size, sha256: hash.digest('hex') })
    }
  })()
  try {
    await Promise.all([pipeline(input, zlib.createGunzip(), extract as unknown as Writable), unpacking])
  } catch (err) {
    if (err instanceof BackupError) throw err
    throw new BackupError(`Archive tronquée ou altérée : ${(err as Error).message}.`)
  }
  return checkManifest(staging, read)
}

async function checkManifest(staging: string, read: Map<string, ManifestFile>): Promise<Manifest> {
  if (!read.has(MANIFEST_ENTRY)) throw new BackupError('Archive incomplète : son manifeste manque.')
  let manifest: Manifest
  try {
    const raw = JSON.parse(await fs.promises.readFile(path.join(staging, MANIFEST_ENTRY), 'utf8'))
    if (raw?.format !== FORMAT) throw new Error('format')
    if (raw.version !== FORMAT_VERSION)
      throw new BackupError(
        `Archive au format ${String(raw.version)}, cette version de la boutique lit le format ${FORMAT_VERSION}.`,
      )
    manifest = manifestSchema.parse(raw)
  } catch (err) {
    if (err instanceof BackupError) throw err
    throw new BackupError('Archive altérée : son manifeste est illisible.')
  }
  const listed = new Set<string>()
  for (const f of manifest.files) {
    const got = read.get(f.path)
    if (!got) throw new BackupError(`Archive incomplète : « ${f.path} » manque.`)
    if (got.size !== f.size || got.sha256 !== f.sha256)
      throw new BackupError(`Archive altérée : l’empreinte de « ${f.path} » ne correspond pas au manifeste.`)
    listed.add(f.path)
  }
  for (const name of read.keys())
    if (name !== MANIFEST_ENTRY && !listed.has(name))
      throw new BackupError(`Archive altérée : « ${name} » n’est pas dans le manifeste.`)
  return manifest
}
