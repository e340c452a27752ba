/** One PATCH through the admin API; its French error when it fails. */
export async function patch(slug: string, field: string, value: unknown): Promise<void> {
  const res = await fetch(`/api/admin/produits/patch/${encodeURIComponent(slug)}/${field}`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string }
    throw new Error(body.error ?? `Erreur ${res.status}`)
  }
}
