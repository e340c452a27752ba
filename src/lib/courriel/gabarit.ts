/**
 * One small French mail layout rendered twice: HTML (inline styles, as mail clients ignore <style>)
 * and plain text, so every mail carries both parts.
 */
export type Bloc =
  | { type: 'texte'; texte: string }
  | { type: 'bouton'; href: string; libelle: string }
  | { type: 'lignes'; lignes: { libelle: string; valeur: string; href?: string }[] }
  | { type: 'liens'; liens: { libelle: string; href: string }[] }

export type Gabarit = { titre: string; blocs: Bloc[]; pied?: Bloc[] }

export type CourrielRendu = { html: string; text: string }

const echapper = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const nl2br = (s: string) => echapper(s).replace(/\r?\n/g, '<br>')

function blocHtml(b: Bloc): string {
  switch (b.type) {
    case 'texte':
      return `<p style="margin:0 0 16px;line-height:1.5">${nl2br(b.texte)}</p>`
    case 'bouton':
      return `<p style="margin:24px 0"><a href="${echapper(b.href)}" style="background:#2f4858;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${echapper(b.libelle)}</a></p>`
    case 'lignes':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${b.lignes
        .map(
          (l) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${l.href ? `<a href="${echapper(l.href)}">${echapper(l.libelle)}</a>` : echapper(l.libelle)}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${echapper(l.valeur)}</td></tr>`,
        )
        .join('')}</table>`
    case 'liens':
      return `<ul style="margin:0 0 16px;padding-left:20px">${b.liens
        .map((l) => `<li style="margin:4px 0"><a href="${echapper(l.href)}">${echapper(l.libelle)}</a></li>`)
        .join('')}</ul>`
  }
}

function blocTexte(b: Bloc): string {
  switch (b.type) {
    case 'texte':
      return b.texte
    case 'bouton':
      return `${b.libelle}\u00a0:\n${b.href}`
    case 'lignes':
      return b.lignes
        .map((l) => `- ${l.libelle}\u00a0: ${l.valeur}${l.href ? `\n  ${l.href}` : ''}`)
        .join('\n')
    case 'liens':
      return b.liens.map((l) => `- ${l.libelle}\u00a0:\n  ${l.href}`).join('\n')
  }
}

export function rendreCourriel(
  { titre, blocs, pied = [] }: Gabarit,
  signature = 'Mots & Couleurs',
): CourrielRendu {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${echapper(titre)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#222">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff">
<h1 style="font-size:22px;margin:0 0 20px">${echapper(titre)}</h1>
${blocs.map(blocHtml).join('\n')}
<p style="margin:24px 0 0;color:#555">${echapper(signature)}</p>
${pied.length ? `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0"><div style="font-size:13px;color:#666">${pied.map(blocHtml).join('\n')}</div>` : ''}
</div></body></html>`
  const text = [
    titre,
    '',
    ...blocs.flatMap((b) => [blocTexte(b), '']),
    `— ${signature}`,
    ...(pied.length ? ['', '---', ...pied.map(blocTexte)] : []),
  ].join('\n')
  return { html, text }
}
