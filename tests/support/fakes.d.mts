export declare const FAKE_STRIPE_SECRET_KEY: string
export declare const FAKE_WEBHOOK_SECRET: string
export declare const FAKE_MAIL_FROM: string
export declare function fakesPortFor(e2ePort: number | string): number
export declare function parseStripeForm(text: string): Record<string, any>

export type CapturedMail = {
  from: string
  to: string[]
  replyTo: string | null
  subject: string
  text: string
  html: string
  listUnsubscribe: string | null
  receivedAt: string
}
export type RecordedRequest = {
  method: string
  path: string
  body: Record<string, any>
  authorization: string | null
  idempotencyKey: string | null
  at: string
}
export type FakeSession = Record<string, any> & {
  id: string
  url: string
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
}

export declare function sessionForEvent(session: FakeSession, type: string): Record<string, any>
export declare function signedEvent(
  type: string,
  object: Record<string, any>,
  secret?: string,
  options?: { id?: string },
): { event: Record<string, any>; payload: string; signature: string }

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
}): Promise<CommerceFakes>
