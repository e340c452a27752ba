/** POSTs JSON to one of the admin endpoints; the French `error` of a refusal, or the server's silence. */
export async function posterJson<T>(
  url: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; error: string }> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!res) return { ok: false, error: 'Le serveur ne répond pas.' }
  const corps = (await res.json().catch(() => ({}))) as T & { error?: string }
  if (!res.ok) return { ok: false, error: corps.error ?? 'Rien n’a été fait.' }
  return { ok: true, data: corps }
}
