import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/** Runs a lot in one transaction: every document and its journal entry are written, or none. */
export async function enTransaction<T>(req: PayloadRequest, travail: () => Promise<T>): Promise<T> {
  const shouldCommit = await initTransaction(req)
  try {
    const resultat = await travail()
    if (shouldCommit) await commitTransaction(req)
    return resultat
  } catch (err) {
    if (shouldCommit) await killTransaction(req)
    throw err
  }
}
