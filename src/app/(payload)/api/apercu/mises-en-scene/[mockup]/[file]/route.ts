// Payload's client imported first: with the modules' doors imported before it, Turbopack gave this
// route its own 5 MB copy of the server chunk the other API routes share (measured on the build; the
// Docker image then went over its 400 MB budget, record 0121).
import { payloadClient } from '@/lib/payload/client'
import { repondreMiseEnScene } from '@/lib/brouillon'
import { orUnavailable } from '@/lib/infra/http'

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
