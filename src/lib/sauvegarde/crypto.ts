import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import { Decrypter, Encrypter } from 'age-encryption'

import { BackupError } from './format'

/** Every age file starts with this line (age-encryption.org/v1): how an encrypted archive is told apart. */
export const AGE_HEADER = Buffer.from('age-encryption.org/v1\n')

/** Encrypts a stream with a passphrase (age's scrypt recipient): no cryptography of our own. */
export async function encryptStream(input: Readable, passphrase: string): Promise<Readable> {
  const encrypter = new Encrypter()
  encrypter.setPassphrase(passphrase)
  const web = Readable.toWeb(input) as unknown as ReadableStream<Uint8Array>
  const output = await encrypter.encrypt(web)
  return Readable.fromWeb(output as unknown as WebReadableStream<Uint8Array>)
}

/** Decrypts an age stream; a wrong passphrase fails here, before any byte is read. age authenticates
 *  every chunk, so an altered or truncated file fails while it is read. */
export async function decryptStream(input: Readable, passphrase: string): Promise<Readable> {
  const decrypter = new Decrypter()
  decrypter.addPassphrase(passphrase)
  const web = Readable.toWeb(input) as unknown as ReadableStream<Uint8Array>
  try {
    const output = await decrypter.decrypt(web)
    return Readable.fromWeb(output as unknown as WebReadableStream<Uint8Array>)
  } catch (err) {
    throw new BackupError(
      `Archive illisible : la phrase secrète (BACKUP_PASSPHRASE) ne la déchiffre pas (${(err as Error).message}).`,
    )
  }
}
