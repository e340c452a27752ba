import { analyticsScript } from '@/lib/analytics'

export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return analyticsScript()
}
