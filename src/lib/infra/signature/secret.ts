/** PAYLOAD_SECRET signs sessions and download tokens. scripts/start.mjs provides one for local runs;
 *  a production deployment must set it (the start script refuses to run without it). */
export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYLOAD_SECRET manquant : définissez la variable d’environnement PAYLOAD_SECRET.')
  }
  return 'mots-couleurs-secret-de-developpement'
}
