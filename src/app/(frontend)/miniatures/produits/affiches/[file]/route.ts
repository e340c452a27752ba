import { imageResponse } from '@/lib/images/http'

/** /miniatures/produits/affiches/{slug}.jpg and {slug}@2x.jpg — thumbnail of the bare artwork. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return imageResponse(request, { kind: 'miniature', mockup: null, file })
}
