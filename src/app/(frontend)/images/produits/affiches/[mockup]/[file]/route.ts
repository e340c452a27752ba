import { imageResponse } from '@/lib/payload/images'

/** /images/produits/affiches/{mockup}/{slug}.webp — the artwork in a mockup scene, 1000×1000. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ mockup: string; file: string }> },
) {
  const { mockup, file } = await params
  return imageResponse(request, { kind: 'produit', mockup, file })
}
