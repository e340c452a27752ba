/** POSTs JSON to one of the shop's endpoints; the French `error` of a 4xx/5xx answer, or a generic
 *  one when the network fails, comes back as `erreur`. */
export async function envoyerJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; erreur: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const data = (await res.json().catch(() => ({}))) as T & { error?: string }
    if (!res.ok)
      return { ok: false, erreur: data.error || 'Une erreur est survenue. Réessayez dans un instant.' }
    return { ok: true, data }
  } catch {
    return { ok: false, erreur: 'Connexion impossible. Vérifiez votre réseau et réessayez.' }
  }
}
