import type { PayloadRequest } from 'payload'

import { adresseDuSite } from '@/lib/courriel'

/**
 * The password-reset e-mail of staff accounts (the users collection's auth.forgotPassword). Its link is
 * built from SITE_URL alone (src/lib/courriel/site.ts): Payload's default takes the request's origin when
 * `serverURL` is unset, and a forged Host or X-Forwarded-Host would then send the owner's reset token to
 * a stranger's site.
 */
export const RESET_SUBJECT = 'Choisir un nouveau mot de passe — Mots & Couleurs'

export function resetLink(req: PayloadRequest, token: string): string {
  const { routes, admin } = req.payload.config
  return `${adresseDuSite()}${routes.admin}${admin.routes.reset}/${encodeURIComponent(token)}`
}

export function resetEmail(args?: { req?: PayloadRequest; token?: string }): string {
  if (!args?.req || !args.token) throw new Error('Jeton de réinitialisation manquant.')
  const link = resetLink(args.req, args.token)
  return [
    '<p>Bonjour,</p>',
    '<p>Une demande de nouveau mot de passe a été faite pour votre compte de l’administration de Mots &amp; Couleurs. Pour le choisir, ouvrez ce lien (valable une heure)&nbsp;:</p>',
    `<p><a href="${link}">${link}</a></p>`,
    '<p>Si vous n’êtes pas à l’origine de cette demande, ignorez ce message&nbsp;: votre mot de passe reste inchangé.</p>',
  ].join('\n')
}
