/** Tailwind CSS v4 through PostCSS (storefront styles in src/app/(frontend)/globals.css). */
export default {
  plugins: { '@tailwindcss/postcss': {} },
}
