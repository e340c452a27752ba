// Over 300 lines: the two fakes are started, recorded and stopped together by startCommerceFakes.
// Local stand-ins for the two outside services the shop talks to, for integration and e2e tests:
// - a fake Stripe API (the Checkout Session endpoints the real `stripe` SDK calls), recording requests;
//   its checkout URL redirects straight back to the session's success_url (or cancel_url, see below);
// - a real SMTP server (smtp-server + mailparser) that captures every mail.
// Both are readable over HTTP (GET /__test/requests, /__test/mails) so Playwright specs can use them.
// Plain ESM JavaScript: scripts/e2e-server.mjs imports it with node, without tsx.
import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import Stripe from 'stripe'

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_mots_couleurs_local'
export const FAKE_WEBHOOK_SECRET = 'whsec_test_mots_couleurs_local'
export const FAKE_MAIL_FROM = 'Mots & Couleurs <boutique@mots-couleurs.example>'

/** Fixed port of the fake Stripe server for an e2e run, so specs find it without shared env. */
export const fakesPortFor = (e2ePort) => Number(e2ePort) + 1000

/** Stripe sends form-encoded bodies with bracketed keys: line_items[0][price_data][currency]=eur. */
export function parseStripeForm(text) {
  const root = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node = root
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1])
      if (last) node[part] = value
      else node = node[part] ??= nextIsIndex ? [] : {}
    })
  }
  return root
}

const json = (res, status, body, headers = {}) => {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  })
  res.end(JSON.stringify(body))
  return true
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

function sessionFrom(params, baseUrl) {
  const id = `cs_test_${randomBytes(12).toString('hex')}`
  const lineItems = (params.line_items ?? []).map((l) => ({
    quantity: Number(l.quantity ?? 1),
    amount: Number(l.price_data?.unit_amount ?? 0) * Number(l.quantity ?? 1),
    name: l.price_data?.product_data?.name,
  }))
  const shipping = (params.shipping_options ?? []).reduce(
    (sum, o) => sum + Number(o.shipping_rate_data?.fixed_amount?.amount ?? 0),
    0,
  )
  const subtotal = lineItems.reduce((sum, l) => sum + l.amount, 0)
  return {
    id,
    object: 'checkout.session',
    mode: params.mode,
    currency: params.currency ?? 'eur',
    customer_email: params.customer_email ?? null,
    client_reference_id: params.client_reference_id ?? null,
    metadata: params.metadata ?? {},
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    amount_subtotal: subtotal,
    amount_total: subtotal + shipping,
    allow_promotion_codes: params.allow_promotion_codes === 'true',
    discounts: [],
    total_details: { amount_discount: 0, amount_shipping: shipping, amount_tax: 0 },
    shipping_address_collection: params.shipping_address_collection ?? null,
    status: 'open',
    payment_status: 'unpaid',
    url: `${baseUrl}/checkout/${id}`,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    _line_items: lineItems,
    // Stripe names the payment intent once the session is paid (see sessionForEvent).
    _payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
    _refunded: 0,
    _refunds: [],
  }
}

/**
 * What the customer's promotion code does to a session, as Stripe reports it: `discounts` names the
 * coupon and promotion code by id, `total_details.amount_discount` the discount on the items
 * (`percent_off` rounded to the cent, or `amount_off`; never on shipping), `amount_total` what is
 * charged. Returns the promotion code object, for GET /v1/promotion_codes/{id}.
 */
export function applyPromotion(session, { code, percent_off, amount_off }) {
  if (!session.allow_promotion_codes) throw new Error('Cette session n’accepte pas de code promo.')
  const percent = Number(percent_off ?? 0)
  const discount = Math.min(
    session.amount_subtotal,
    percent ? Math.round((session.amount_subtotal * percent) / 100) : Number(amount_off ?? 0),
  )
  const suffix = randomBytes(8).toString('hex')
  const coupon = {
    id: `coupon_${suffix}`,
    object: 'coupon',
    percent_off: percent || null,
    amount_off: percent ? null : discount,
    currency: percent ? null : session.currency,
    valid: true,
  }
  const promotionCode = {
    id: `promo_${suffix}`,
    object: 'promotion_code',
    active: true,
    code,
    promotion: { type: 'coupon', coupon: coupon.id },
    livemode: false,
    metadata: {},
  }
  session.discounts = [{ coupon: coupon.id, promotion_code: promotionCode.id }]
  session.total_details = { ...session.total_details, amount_discount: discount }
  session.amount_total = session.amount_subtotal + session.total_details.amount_shipping - discount
  return promotionCode
}

/** The session as Stripe sends it in a checkout.session.* event. */
export function sessionForEvent(session, type) {
  const { _line_items, _payment_intent, _refunded, _refunds, ...s } = session
  const paid = type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded'
  return {
    ...s,
    url: null,
    status: type === 'checkout.session.expired' ? 'expired' : 'complete',
    payment_status: paid ? 'paid' : 'unpaid',
    payment_intent: paid ? _payment_intent : null,
    customer_details: { email: s.customer_email, name: 'Camille Martin', address: null },
    collected_information: s.shipping_address_collection
      ? {
          shipping_details: {
            name: 'Camille Martin',
            address: {
              line1: '12 rue des Lilas',
              line2: null,
              postal_code: '69003',
              city: 'Lyon',
              country: 'FR',
              state: null,
            },
          },
        }
      : null,
  }
}

/** The charge of a paid session as a charge.refunded event carries it, after `amount` more was refunded
 *  (everything left by default). */
export function refundedCharge(session, amount) {
  const total = session.amount_total
  const avant = session._refunded
  session._refunded = Math.min(total, session._refunded + Number(amount ?? total - session._refunded))
  if (session._refunded > avant) recordRefund(session, session._refunded - avant, {})
  return chargeOf(session)
}

/** A refund as Stripe keeps it on the payment intent (GET /v1/refunds lists them, newest first). */
function recordRefund(session, amount, metadata) {
  const refund = {
    id: `re_${randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount,
    currency: session.currency,
    charge: `ch_${session._payment_intent.slice(3)}`,
    payment_intent: session._payment_intent,
    metadata,
    status: 'succeeded',
    created: Math.floor(Date.now() / 1000),
    _sequence: (session._refunds ??= []).length,
  }
  session._refunds.push(refund)
  return refund
}

/** The charge of a paid session as Stripe shows it now (GET /v1/charges/{id}, charge.refunded). */
export function chargeOf(session) {
  const total = session.amount_total
  return {
    id: `ch_${session._payment_intent.slice(3)}`,
    object: 'charge',
    amount: total,
    amount_refunded: session._refunded,
    refunded: session._refunded >= total,
    currency: session.currency,
    payment_intent: session._payment_intent,
    metadata: {},
    refunds: { object: 'list', data: publicRefunds(session) },
  }
}

const publicRefunds = (session) => [...(session._refunds ?? [])].reverse().map(({ _sequence, ...r }) => r)

/** A Stripe event wrapping `object`, serialized and signed like Stripe does. */
export function signedEvent(type, object, secret = FAKE_WEBHOOK_SECRET, { id } = {}) {
  const event = {
    id: id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-01-28',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  }
  const payload = JSON.stringify(event)
  return { event, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

// The fake Stripe's routes, each group answering the requests it knows (true) or leaving them (undefined).
// `state` holds what the fake remembers: requests, sessions, promotion codes, refunds by key, failures.

/** Records each API call; answers a simulated failure or a wrong key before any route does. */
function recordApiCall({ req, res, url, text }, state) {
  if (url.pathname.startsWith('/v1/')) {
    state.requests.push({
      method: req.method,
      path: url.pathname,
      body: parseStripeForm(text),
      authorization: req.headers.authorization ?? null,
      idempotencyKey: req.headers['idempotency-key'] ?? null,
      at: new Date().toISOString(),
    })
    if (state.failNext > 0) {
      state.failNext -= 1
      return json(res, 400, { error: { type: 'invalid_request_error', message: 'Panne simulée.' } })
    }
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      })
    }
  }
}

/** Checkout Sessions: created from the SDK's form, read back (and expired) by id. */
function sessionRoutes({ req, res, url, text, base }, { sessions }) {
  const m = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(url.pathname)
  if (m && req.method === 'POST' && !m[1]) {
    const session = sessionFrom(parseStripeForm(text), base)
    sessions.set(session.id, session)
    const { _line_items, _payment_intent, _refunded, _refunds, ...publicSession } = session
    return json(res, 200, { ...publicSession, payment_intent: null })
  }
  if (m && m[1]) {
    const session = sessions.get(m[1])
    if (!session)
      return json(res, 404, {
        error: { type: 'invalid_request_error', message: `No such checkout.session: '${m[1]}'` },
      })
    if (m[2] && req.method === 'POST') session.status = 'expired'
    const { _line_items, _payment_intent, _refunded, _refunds, ...publicSession } = session
    return json(res, 200, { ...publicSession, payment_intent: _payment_intent })
  }
}

function refundRoutes({ req, res, url, text }, { sessions, refundsByKey }) {
  // Refunds: the whole payment intent (or `amount` of it), as Stripe answers; once refunded in full,
  // a new refund is refused with code charge_already_refunded. The SDK's idempotency key replays
  // the first answer, marked Idempotent-Replayed as Stripe marks it.
  if (url.pathname === '/v1/refunds' && req.method === 'POST') {
    const key = req.headers['idempotency-key']
    if (key && refundsByKey.has(key))
      return json(res, 200, refundsByKey.get(key), { 'Idempotent-Replayed': 'true' })
    const params = parseStripeForm(text)
    const session = [...sessions.values()].find((x) => x._payment_intent === params.payment_intent)
    if (!session)
      return json(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${params.payment_intent}'`,
        },
      })
    const left = session.amount_total - session._refunded
    if (left <= 0)
      return json(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ch_${session._payment_intent.slice(3)} has already been refunded.`,
        },
      })
    const amount = Math.min(left, Number(params.amount ?? left))
    session._refunded += amount
    const { _sequence, ...refund } = {
      ...recordRefund(session, amount, params.metadata ?? {}),
      reason: params.reason ?? null,
    }
    if (key) refundsByKey.set(key, refund)
    return json(res, 200, refund)
  }
  if (url.pathname === '/v1/refunds' && req.method === 'GET') {
    const pi = url.searchParams.get('payment_intent')
    const session = [...sessions.values()].find((x) => x._payment_intent === pi)
    return json(res, 200, {
      object: 'list',
      data: session ? publicRefunds(session) : [],
      has_more: false,
      url: '/v1/refunds',
    })
  }
  const charge = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname)
  if (charge && req.method === 'GET') {
    const session = [...sessions.values()].find(
      (x) => x._payment_intent && `ch_${x._payment_intent.slice(3)}` === charge[1],
    )
    return session
      ? json(res, 200, chargeOf(session))
      : json(res, 404, {
          error: { type: 'invalid_request_error', message: `No such charge: '${charge[1]}'` },
        })
  }
}

/** Promotion codes, and the hosted checkout page. */
function checkoutRoutes({ req, res, url }, { sessions, promotionCodes }) {
  const promo = /^\/v1\/promotion_codes\/([^/]+)$/.exec(url.pathname)
  if (promo && req.method === 'GET') {
    const found = promotionCodes.get(promo[1])
    return found
      ? json(res, 200, found)
      : json(res, 404, {
          error: { type: 'invalid_request_error', message: `No such promotion code: '${promo[1]}'` },
        })
  }
  // The hosted checkout page: pays at once. An e-mail starting with "annul" cancels instead.
  const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname)
  if (checkout && req.method === 'GET') {
    const session = sessions.get(checkout[1])
    if (!session) return json(res, 404, { error: { message: 'Session inconnue.' } })
    const cancel = /^annul/i.test(session.customer_email ?? '')
    const target = cancel
      ? session.cancel_url
      : session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
    res.writeHead(303, { Location: target })
    return res.end()
  }
}

/** What tests drive and read: recorded requests and mails, signed events, promotion codes, failures. */
function testRoutes({ req, res, url, text }, state, mails) {
  const { requests, sessions, promotionCodes } = state
  if (url.pathname === '/__test/requests') return json(res, 200, requests)
  if (url.pathname === '/__test/mails') {
    const to = url.searchParams.get('to')
    return json(res, 200, to ? mails.filter((mail) => mail.to.includes(to.toLowerCase())) : mails)
  }
  const sessionPath = /^\/__test\/sessions\/([^/]+)$/.exec(url.pathname)
  if (sessionPath) {
    const session = sessions.get(sessionPath[1])
    return session ? json(res, 200, session) : json(res, 404, { error: 'Session inconnue.' })
  }
  // Builds and signs an event for a recorded session: {sessionId, type} → {payload, signature}.
  if (url.pathname === '/__test/event' && req.method === 'POST') {
    const { sessionId, type } = JSON.parse(text || '{}')
    const session = sessions.get(sessionId)
    if (!session) return json(res, 404, { error: 'Session inconnue.' })
    const { payload, signature } = signedEvent(type, sessionForEvent(session, type))
    return json(res, 200, { payload, signature })
  }
  // A refund made in Stripe's dashboard: {sessionId, amount?} → the signed charge.refunded event.
  if (url.pathname === '/__test/charge-refunded' && req.method === 'POST') {
    const { sessionId, amount } = JSON.parse(text || '{}')
    const session = sessions.get(sessionId)
    if (!session) return json(res, 404, { error: 'Session inconnue.' })
    const { payload, signature } = signedEvent('charge.refunded', refundedCharge(session, amount))
    return json(res, 200, { payload, signature })
  }
  // The customer enters a promotion code: {code, percent_off | amount_off} → the promotion code.
  const promotion = /^\/__test\/session\/([^/]+)\/promotion$/.exec(url.pathname)
  if (promotion && req.method === 'POST') {
    const session = sessions.get(promotion[1])
    if (!session) return json(res, 404, { error: 'Session inconnue.' })
    if (!session.allow_promotion_codes)
      return json(res, 400, { error: 'Cette session n’accepte pas de code promo.' })
    const promotionCode = applyPromotion(session, JSON.parse(text || '{}'))
    promotionCodes.set(promotionCode.id, promotionCode)
    return json(res, 200, promotionCode)
  }
  if (url.pathname === '/__test/fail-next' && req.method === 'POST') {
    state.failNext = Number(JSON.parse(text || '{}').count ?? 1)
    return json(res, 200, { failNext: state.failNext })
  }
}

async function startStripe({ port = 0, host = '127.0.0.1', mails }) {
  const state = {
    requests: [],
    sessions: new Map(),
    promotionCodes: new Map(),
    refundsByKey: new Map(),
    failNext: 0,
  }
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://fake')
      const text = await readBody(req)
      const base = `http://127.0.0.1:${server.address().port}`
      const ctx = { req, res, url, text, base }
      if (
        recordApiCall(ctx, state) ||
        sessionRoutes(ctx, state) ||
        refundRoutes(ctx, state) ||
        checkoutRoutes(ctx, state) ||
        testRoutes(ctx, state, mails)
      )
        return
      return json(res, 404, {
        error: { message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
      })
    } catch (err) {
      return json(res, 500, { error: { message: String(err) } })
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    server,
    port: server.address().port,
    requests: state.requests,
    sessions: state.sessions,
    failNext: (count = 1) => {
      state.failNext = count
    },
  }
}

async function startSmtp({ port = 0, host = '127.0.0.1' }) {
  const mails = []
  const waiters = new Set()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            from: parsed.from?.text ?? '',
            to: (session.envelope.rcptTo ?? []).map((r) => r.address.toLowerCase()),
            replyTo: parsed.replyTo?.text ?? null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            listUnsubscribe: parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? null,
            // Base64, so that the HTTP view (/__test/mails) carries them too.
            attachments: (parsed.attachments ?? []).map((a) => ({
              filename: a.filename ?? null,
              contentType: a.contentType,
              content: a.content.toString('base64'),
            })),
            receivedAt: new Date().toISOString(),
          }
          mails.push(mail)
          for (const w of waiters) w()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    server,
    port: server.server.address().port,
    mails,
    /** Resolves with the first captured mail matching `predicate` (polling as mails arrive). */
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate)
          if (found) {
            waiters.delete(check)
            clearTimeout(timer)
            resolve(found)
          }
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error('Aucun mail correspondant reçu à temps.'))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
  }
}

/**
 * Starts both fakes. Returns the environment the shop needs to use them (plus RATE_LIMITS=off, since
 * every e2e request comes from 127.0.0.1), the recorded Stripe requests and captured mails, and stop().
 * `host`: the address both listen on (scripts/docker-test.mjs runs them in a container of its compose
 * network, where the shop's containers reach them by name).
 */
export async function startCommerceFakes({ stripePort = 0, smtpPort = 0, host = '127.0.0.1' } = {}) {
  const smtp = await startSmtp({ port: smtpPort, host })
  const stripe = await startStripe({ port: stripePort, host, mails: smtp.mails })
  const env = {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_IGNORE_TLS: '1',
    MAIL_FROM: FAKE_MAIL_FROM,
    RATE_LIMITS: 'off',
  }
  return {
    env,
    url: `http://127.0.0.1:${stripe.port}`,
    requests: stripe.requests,
    sessions: stripe.sessions,
    failNext: stripe.failNext,
    mails: smtp.mails,
    waitForMail: smtp.waitFor,
    async stop() {
      await new Promise((resolve) => stripe.server.close(() => resolve()))
      await new Promise((resolve) => smtp.server.close(() => resolve()))
    },
  }
}
