// The 40 not-found paths of the benchmark (`npm run bench -- --contre`): the shapes a stranger's made-up
// URLs take on this shop. An unknown page name (the catch-all reads the `pages` collection), an unknown
// product and article (their routes read their collection), and deeper paths no route matches.
export function routesIntrouvables() {
  const n = [...Array(10).keys()]
  return [
    ...n.map((i) => `/page-inconnue-${i}`),
    ...n.map((i) => `/produits/affiches/affiche-inconnue-${i}`),
    ...n.map((i) => `/articles/article-inconnu-${i}`),
    ...n.map((i) => `/nulle/part/${i}`),
  ]
}
