import { imageResponse } from '@/lib/payload/images'

/** /images/mises-en-scene/{scène}.webp — a scene as drawn with a neutral artwork, 320×320 (the admin's
 *  scene picker). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return imageResponse(request, { kind: 'scene', file })
}
