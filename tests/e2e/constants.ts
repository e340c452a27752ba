/** Shared by the e2e server (scripts/e2e-server.mjs reads the same values from the environment). */
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@mots-couleurs.example'
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'motdepasse-e2e-2026'
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
