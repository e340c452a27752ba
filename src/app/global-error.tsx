'use client'

/** The last-resort error page (the root layout itself failed), in French. Also replaces Next's built-in
 *  one, whose English text and styles were shipped to every visitor. Inline styles: no layout, no CSS. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <body
        style={{
          margin: 0,
          minHeight: '100dvh',
          display: 'grid',
          placeItems: 'center',
          background: '#f8f3ea',
          color: '#1f1b18',
          fontFamily: 'Georgia, serif',
          textAlign: 'center',
          padding: '2rem',
        }}
      >
        <main>
          <h1 style={{ fontWeight: 500, fontSize: '2rem' }}>Une erreur est survenue</h1>
          <p>La page n’a pas pu s’afficher. Réessayez dans un instant.</p>
          <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
            <button
              type="button"
              onClick={reset}
              style={{
                font: 'inherit',
                padding: '0.6rem 1.4rem',
                borderRadius: '999px',
                border: 0,
                background: '#1f1b18',
                color: '#f8f3ea',
                cursor: 'pointer',
              }}
            >
              Réessayer
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the root layout failed: a full page load rebuilds it, a client-side move would reuse it */}
            <a href="/" style={{ color: 'inherit', alignSelf: 'center' }}>
              Retour à l’accueil
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
