import { renderToString } from 'react-dom/server'

/** The document React would send for `el`: the preloads it hoists end up in this <head>. */
export const documentReact = (el: React.ReactNode): string =>
  renderToString(
    <html>
      {/* eslint-disable-next-line @next/next/no-head-element -- React DOM's own document, not a Next page: preloads are hoisted into this <head> */}
      <head />
      <body>{el}</body>
    </html>,
  )
