import { planePoint, type Quad } from '../geometry'
import type { Scene } from '../scene'
import { doc, floor, wall } from './parts'

/** A stretched canvas on a wooden easel in a bright studio; the canvas leans back a little. */
const quad: Quad = [
  [346, 196],
  [654, 196],
  [662, 628],
  [338, 628],
]

const wood = '#a57b4f'
const p = (u: number, v: number) =>
  planePoint(quad, u, v)
    .map((n) => n.toFixed(1))
    .join(',')
// The canvas's thickness seen on its right side and bottom (stretcher bars 3 cm deep).
const depth = `<polygon points="${p(1, 0)} 670,204 680,634 ${p(1, 1)}" fill="#d8d2c6"/><polygon points="${p(0, 1)} ${p(1, 1)} 680,634 348,634" fill="#bdb6a8"/>`

const easelBack = `
<ellipse cx="500" cy="945" rx="300" ry="22" fill="#000" opacity="0.25" filter="url(#doux)"/>
<path d="M500 90 L500 940" stroke="${wood}" stroke-width="16"/>
<path d="M470 120 L250 950" stroke="#8f6840" stroke-width="18" stroke-linecap="round"/>
<path d="M530 120 L750 950" stroke="#8f6840" stroke-width="18" stroke-linecap="round"/>
<rect x="476" y="84" width="48" height="40" rx="4" fill="#8f6840"/>
<rect x="476" y="160" width="48" height="24" rx="3" fill="#8f6840"/>
<path d="M330 780 L670 780" stroke="#8f6840" stroke-width="12"/>
${depth}`

const studio = `
<!-- tall window light on the wall -->
<polygon points="40,80 240,80 240,700 40,700" fill="#fff" opacity="0.35" filter="url(#doux)"/>
<!-- paint jars and brushes on a stool -->
<rect x="800" y="720" width="150" height="20" rx="4" fill="#6e5a44"/><rect x="815" y="740" width="12" height="200" fill="#6e5a44"/><rect x="923" y="740" width="12" height="200" fill="#6e5a44"/>
<rect x="820" y="660" width="50" height="60" rx="6" fill="#e9e3d7" opacity="0.9"/>
<path d="M835 665 L820 590 M845 665 L850 580 M855 665 L880 595" stroke="#7b5a3a" stroke-width="5" stroke-linecap="round"/>
<rect x="885" y="690" width="40" height="30" rx="4" fill="#c4623f"/><rect x="885" y="690" width="40" height="8" fill="#3a3a3a"/>
<!-- paint-stained drop cloth -->
<path d="M120 1000 C 160 930 320 905 520 910 C 700 915 860 935 900 1000 Z" fill="#ece6da"/>
<circle cx="300" cy="950" r="9" fill="#2f5d8a" opacity="0.5"/><circle cx="620" cy="960" r="7" fill="#c4623f" opacity="0.5"/><circle cx="700" cy="940" r="5" fill="#d4a017" opacity="0.6"/>`

export const toile: Scene = {
  name: 'toile',
  label: 'Toile sur chevalet',
  quad,
  background: doc(
    wall({ color: '#f4f1ec', shade: '#d6d0c6', lx: 140, ly: 300 }),
    floor({ top: 880, color: '#9a9189', dark: '#77706a' }),
    studio,
    easelBack,
  ),
  shadow: { dx: 12, dy: 10, blur: 10, opacity: 0.25 },
  light: { from: [346, 196], to: [662, 628], highlight: 0.16, shade: 0.12 },
  // Canvas weave over the print, then the easel's holding ledge in front of the canvas's bottom edge and the top clamp over its top edge.
  foreground: `<defs><pattern id="trame" width="3" height="3" patternUnits="userSpaceOnUse"><path d="M0 0.5H3M0.5 0V3" stroke="#5a4a36" stroke-opacity="0.09"/></pattern></defs>
<polygon points="${quad.map((q) => q.join(',')).join(' ')}" fill="url(#trame)"/>
<rect x="300" y="622" width="400" height="26" rx="3" fill="${wood}"/><rect x="300" y="622" width="400" height="6" fill="#fff" opacity="0.2"/><rect x="300" y="644" width="400" height="8" fill="#000" opacity="0.15"/>
<rect x="478" y="180" width="44" height="34" rx="3" fill="${wood}"/><rect x="478" y="208" width="44" height="6" fill="#000" opacity="0.2"/>`,
}
