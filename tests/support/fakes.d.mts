export declare const FAKE_STRIPE_SECRET_KEY: string
export declare const FAKE_WEBHOOK_SECRET: string
export declare const FAKE_MAIL_FROM: string
export declare function fakesPortFor(e2ePort: number | string): number
/** A form-encoded Stripe body (`line_items[0][price_data][currency]=eur`): nested objects and arrays of strings. */
export type StripeForm = { [key: string]: StripeFormValue }
export type StripeFormValue = string | StripeFormValue[] | StripeForm
export declare function parseStripeForm(text: string): StripeForm

export type CapturedMail = {
  from: string
  to: string[]
  replyTo: string | null
  subject: string
  text: string
  html: string
  listUnsubscribe: string | null
  /** Files attached, their bytes in base64. */
  attachments: { filename: string | null; contentType: string; content: string }[]
  receivedAt: string
}
export type RecordedRequest = {
  method: string
  path: string
  body: StripeForm
  authorization: string | null
  idempotencyKey: string | null
  at: string
}
/** A Checkout Session as the fake Stripe keeps it; `_line_items` never leaves it. */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  amount_subtotal: number
  amount_total: number
  allow_promotion_codes: boolean
  /** Ids of the coupon and promotion code applied, as Stripe returns them unexpanded. */
  discounts: { coupon: string; promotion_code: string | null }[]
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number }
  shipping_address_collection: { allowed_countries: string[] } | null
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  url: string
  created: number
  livemode: boolean
  _line_items: { quantity: number; amount: number; name: string }[]
  _payment_intent: string
  /** Amount refunded so far (cents). */
  _refunded: number
  /** The refunds made, oldest first (GET /v1/refunds lists them newest first). */
  _refunds?: { id: string; amount: number; metadata: Record<string, string> }[]
}
/** The session inside a checkout.session.* event: completed by a customer, no checkout URL any more. */
export type EventSession = Omit<
  FakeSession,
  '_line_items' | '_payment_intent' | '_refunded' | '_refunds' | 'url'
> & {
  url: null
  payment_intent: string | null
  customer_details: { email: string | null; name: string; address: null }
  collected_information: {
    shipping_details: { name: string; address: Record<string, string | null> }
  } | null
}
export type StripeEvent<T> = {
  id: string
  object: 'event'
  api_version: string
  created: number
  livemode: boolean
  pending_webhooks: number
  type: string
  data: { object: T }
}

export type FakePromotionCode = {
  id: string
  object: 'promotion_code'
  active: boolean
  code: string
  promotion: { type: 'coupon'; coupon: string }
  livemode: boolean
  metadata: Record<string, string>
}
/** Applies a promotion code to a session in place (discount, totals) and returns the promotion code. */
export declare function applyPromotion(
  session: FakeSession,
  promotion: { code: string; percent_off?: number; amount_off?: number },
): FakePromotionCode
export declare function sessionForEvent(session: FakeSession, type: string): EventSession
/** A charge.refunded event's charge: `amount` more refunded on the session (all that is left by default). */
export type RefundedCharge = {
  id: string
  object: 'charge'
  amount: number
  amount_refunded: number
  refunded: boolean
  currency: string
  payment_intent: string
  metadata: Record<string, string>
  refunds: { object: 'list'; data: { id: string; object: 'refund'; amount: number }[] }
}
export declare function refundedCharge(session: FakeSession, amount?: number): RefundedCharge
export declare function chargeOf(session: FakeSession): RefundedCharge
export declare function signedEvent<T extends object>(
  type: string,
  object: T,
  secret?: string,
  options?: { id?: string },
): { event: StripeEvent<T>; payload: string; signature: string }

export type CommerceFakes = {
  env: Record<
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_HOST'
    | 'STRIPE_API_PORT'
    | 'STRIPE_API_PROTOCOL'
    | 'SMTP_HOST'
    | 'SMTP_PORT'
    | 'SMTP_IGNORE_TLS'
    | 'MAIL_FROM'
    | 'RATE_LIMITS',
    string
  >
  url: string
  requests: RecordedRequest[]
  sessions: Map<string, FakeSession>
  failNext(count?: number): void
  mails: CapturedMail[]
  waitForMail(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>
  stop(): Promise<void>
}
export declare function startCommerceFakes(options?: {
  stripePort?: number
  smtpPort?: number
  host?: string
}): Promise<CommerceFakes>
