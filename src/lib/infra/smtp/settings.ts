/** SMTP settings from the environment; null when SMTP_HOST is unset (mails then go to the server log). */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env) {
  if (!env.SMTP_HOST) return null
  const from = env.MAIL_FROM || 'Mots & Couleurs <bonjour@mots-couleurs.example>'
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  const port = Number(env.SMTP_PORT || 587)
  return {
    fromName: match ? match[1] || 'Mots & Couleurs' : 'Mots & Couleurs',
    fromAddress: match ? match[2] : from,
    transport: {
      host: env.SMTP_HOST,
      port,
      secure: port === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
      // Loopback test servers speak plain SMTP.
      ignoreTLS: env.SMTP_IGNORE_TLS === '1',
    },
  }
}
