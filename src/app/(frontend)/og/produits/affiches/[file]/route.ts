import { imageResponse } from '@/lib/payload/images'

/** /og/produits/affiches/{slug}.jpg — social preview, reglages.ogImage (1200×630, quality 80). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return imageResponse(request, { kind: 'og', file })
}
