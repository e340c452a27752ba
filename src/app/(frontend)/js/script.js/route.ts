import { analyticsScript } from '@/lib/analytics/script'

export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return analyticsScript()
}
