import { planePoint, rectQuad } from '../geometry'
import type { Scene } from '../scene'
import { doc } from './parts'

/**
 * Seen from above on a wooden table: the print just slid out of its kraft shipping tube; its bottom
 * is still rolled (a paper cylinder drawn over the last strip of the artwork).
 */
const angle = -9
const quad = rectQuad({ x: 250, y: 110, width: 420, height: 560, rotation: angle })

const c = planePoint(quad, 0.5, 1)
const rollLeft = planePoint(quad, -0.02, 1)
const fmt = (p: readonly [number, number]) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`

const table = `
<rect width="1000" height="1000" fill="#b68e63"/>
<rect width="1000" height="1000" fill="#fff" filter="url(#veines)" opacity="0.9"/>
${[140, 390, 640, 890].map((x) => `<line x1="${x}" y1="0" x2="${x + 30}" y2="1000" stroke="#7a5a3c" stroke-opacity="0.45" stroke-width="2"/>`).join('')}
<defs><radialGradient id="lampe" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></radialGradient>
<linearGradient id="kraft" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a97f52"/><stop offset="0.35" stop-color="#d7b287"/><stop offset="0.55" stop-color="#c49b6c"/><stop offset="1" stop-color="#8e6842"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#lampe)"/>
<!-- the kraft tube, diagonal across the bottom right, with its cap off -->
<g transform="rotate(-28 720 830)">
<rect x="470" y="800" width="560" height="96" rx="8" fill="#000" opacity="0.35" filter="url(#net)" transform="translate(10 14)"/>
<rect x="470" y="800" width="560" height="96" fill="url(#kraft)"/>
<rect x="690" y="806" width="150" height="84" rx="4" fill="#f6f1e6"/>
<text x="765" y="842" text-anchor="middle" font-family="'DejaVu Serif', serif" font-style="italic" font-size="20" fill="#3a2e22">Mots &amp; Couleurs</text>
<text x="765" y="868" text-anchor="middle" font-family="'DejaVu Sans', sans-serif" font-size="11" letter-spacing="3" fill="#6b5a48">FRAGILE · AFFICHE</text>
<ellipse cx="470" cy="848" rx="16" ry="48" fill="#7c5a38"/><ellipse cx="470" cy="848" rx="11" ry="40" fill="#3c2a1a"/>
</g>
<g transform="translate(215 860) rotate(15)"><ellipse cx="8" cy="10" rx="56" ry="56" fill="#000" opacity="0.3" filter="url(#net)"/><circle r="54" fill="#f1ede6"/><circle r="44" fill="#fff" stroke="#ddd6ca" stroke-width="3"/></g>
<!-- a pencil -->
<g transform="rotate(62 860 250)"><rect x="760" y="244" width="200" height="12" fill="#d4a017"/><path d="M960 244 L984 250 L960 256 Z" fill="#e8cfa4"/><rect x="748" y="244" width="14" height="12" fill="#c4623f"/></g>`

// The roll: a paper cylinder along the bottom edge, lit from the top, with its spiral end on the left.
const rollRadius = 30
const roll = `
<defs><linearGradient id="rouleau" gradientUnits="userSpaceOnUse" x1="0" y1="${-rollRadius}" x2="0" y2="${rollRadius}"><stop offset="0" stop-color="#d9d5cc"/><stop offset="0.3" stop-color="#ffffff"/><stop offset="0.7" stop-color="#ebe7df"/><stop offset="1" stop-color="#a9a398"/></linearGradient></defs>
<g transform="translate(${fmt(c)}) rotate(${angle})">
<rect x="-226" y="${-rollRadius + 18}" width="452" height="${rollRadius * 2}" fill="#000" opacity="0.35" filter="url(#net)"/>
<rect x="-222" y="${-rollRadius}" width="444" height="${rollRadius * 2}" rx="4" fill="url(#rouleau)"/>
<rect x="-222" y="${-rollRadius}" width="444" height="${rollRadius * 0.5}" fill="#000" opacity="0.07"/>
</g>
<g transform="translate(${fmt(rollLeft)}) rotate(${angle})"><ellipse cx="0" cy="0" rx="12" ry="${rollRadius}" fill="#f2efe8" stroke="#bdb7ab" stroke-width="1.5"/><path d="M0 0 m 0 -22 a 9 22 0 1 0 0.1 0 m 0 8 a 6 14 0 1 0 0.1 0" fill="none" stroke="#b3ad9f" stroke-width="1.2"/></g>`

export const tube: Scene = {
  name: 'tube',
  label: 'Sortie de son tube d’expédition',
  quad,
  background: doc(table),
  shadow: { dx: 10, dy: 16, blur: 12, opacity: 0.35 },
  light: { from: [250, 110], to: [670, 670], highlight: 0.12, shade: 0.1 },
  foreground: roll,
}
