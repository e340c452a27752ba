import { imageResponse } from '@/lib/payload/images'

/** /miniatures/produits/affiches/{slug}.jpg and {slug}@2x.jpg — thumbnail of the bare artwork.
 *  The segment is named like its sibling `[mockup]/[file]` (Next refuses two names at one level):
 *  here it holds the file name. */
export async function GET(request: Request, { params }: { params: Promise<{ mockup: string }> }) {
  const { mockup: file } = await params
  return imageResponse(request, { kind: 'miniature', mockup: null, file })
}
