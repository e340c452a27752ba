import { imageResponse } from '@/lib/payload/images'

/** /images/collections/{slug}.webp — the document's `image` upload, cover-cropped (sizes in src/lib/catalogue/urls.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return imageResponse(request, { kind: 'cover', collection: 'collections', file })
}
