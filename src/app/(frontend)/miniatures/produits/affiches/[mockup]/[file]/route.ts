import { imageResponse } from '@/lib/payload/images'

/** /miniatures/produits/affiches/{mockup}/{slug}.jpg and {slug}@2x.jpg — thumbnail of a scene. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ mockup: string; file: string }> },
) {
  const { mockup, file } = await params
  return imageResponse(request, { kind: 'miniature', mockup, file })
}
