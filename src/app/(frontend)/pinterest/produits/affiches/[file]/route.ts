import { imageResponse } from '@/lib/payload/images'

/** /pinterest/produits/affiches/{slug}.jpg — Pinterest pin, 1000×1500. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return imageResponse(request, { kind: 'pinterest', file })
}
