import localFont from 'next/font/local'

/**
 * The studio's two typefaces, self-hosted through next/font: the latin files (French needs nothing
 * else: accents, œ, €, the narrow no-break space) are preloaded with the page instead of being found
 * in the stylesheet, and a fallback font is sized to match them while they load. The home page's
 * largest paint is its Fraunces title.
 */
export const fraunces = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
})

export const sourceSans = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-source-sans',
  adjustFontFallback: 'Arial',
  // Found in the stylesheet like any font: preloading it too took bandwidth from the page's first image.
  preload: false,
})
