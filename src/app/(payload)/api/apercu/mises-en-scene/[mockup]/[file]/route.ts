import { repondreMiseEnScene } from '@/lib/brouillon'
import { orUnavailable } from '@/lib/infra/http'
import { payloadClient } from '@/lib/payload/client'

/** GET /api/apercu/mises-en-scene/{scène}/{slug}[@{format}].webp: a draft's scene for the staff's
 *  preview (src/lib/brouillon/misesEnScene.ts). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ mockup: string; file: string }> },
): Promise<Response> {
  const { mockup, file } = await params
  return orUnavailable('api/apercu/mises-en-scene', async () =>
    repondreMiseEnScene(await payloadClient(), request, { mockup, file }),
  )
}
