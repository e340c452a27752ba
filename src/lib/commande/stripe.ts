import Stripe from 'stripe'

/**
 * The Stripe client, or null when STRIPE_SECRET_KEY is unset (the shop then refuses to take
 * payments with a 503). STRIPE_API_HOST/PORT/PROTOCOL point the real SDK at a local server in tests.
 */
export function stripeClient(env: NodeJS.ProcessEnv = process.env): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim()
  if (!key) return null
  const protocol =
    env.STRIPE_API_PROTOCOL === 'http' ? 'http' : env.STRIPE_API_PROTOCOL === 'https' ? 'https' : undefined
  return new Stripe(key, {
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
    ...(protocol ? { protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'mots-couleurs' },
  })
}

/** Signature verification needs no API key: the static helper is enough. */
export const stripeWebhooks = Stripe.webhooks

/** Countries offered for shipping printed goods: France and the rest of the European Union. */
export const PAYS_LIVRAISON = [
  'FR',
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const

export { Stripe }
