import { payloadClient } from '@/lib/payload/client'

import { serveImage, type ImageRoute } from '@/lib/images'

/** Entry point of the derivative route handlers: the app's Payload, then serveImage. */
export function imageResponse(request: Request, route: ImageRoute): Promise<Response> {
  return serveImage(request, route, () => payloadClient())
}
