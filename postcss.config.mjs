/** Tailwind CSS v4 through PostCSS (storefront styles in src/app/(frontend)/globals.css). */
const config = {
  plugins: { '@tailwindcss/postcss': {} },
}

export default config
