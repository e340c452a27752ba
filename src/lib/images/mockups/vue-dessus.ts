import { rectQuad } from '../geometry'
import type { Scene } from '../scene'
import { HUNG } from '../trueScale'
import { doc, leaf } from './parts'

/** Flat lay on a light oak table: the print, a cup of coffee, pencils and a eucalyptus sprig. */
const quad = rectQuad({ x: 280, y: 170, width: 420, height: 560, rotation: 4 })

const table = `
<rect width="1000" height="1000" fill="#dcc19c"/>
<rect width="1000" height="1000" fill="#fff" filter="url(#veines)" opacity="0.75"/>
${[0, 250, 500, 750].map((y) => `<line x1="0" y1="${y}" x2="1000" y2="${y + 8}" stroke="#a88a63" stroke-opacity="0.5" stroke-width="2"/>`).join('')}
<defs><radialGradient id="jourdessus" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#3b2a16" stop-opacity="0.18"/></radialGradient></defs>
<rect width="1000" height="1000" fill="url(#jourdessus)"/>
<!-- coffee cup on its saucer -->
<g transform="translate(835 800)">
<circle cx="10" cy="14" r="92" fill="#000" opacity="0.3" filter="url(#net)"/>
<circle r="92" fill="#f4f1ea"/><circle r="86" fill="none" stroke="#e1dbcf" stroke-width="2"/>
<rect x="48" y="-14" width="60" height="28" rx="14" fill="#efebe3" stroke="#d9d2c5" stroke-width="2"/>
<circle r="60" fill="#faf8f3" stroke="#ddd5c8" stroke-width="3"/><circle r="50" fill="#6b4226"/><circle r="50" fill="none" stroke="#c49a6c" stroke-width="6" opacity="0.7"/>
<path d="M-14 -8 C 0 -22 18 -8 8 6 C -4 18 -22 6 -14 -8 Z" fill="#d9b38a" opacity="0.8"/>
</g>
<!-- pencils -->
<g transform="rotate(-72 130 760)"><rect x="40" y="754" width="220" height="13" fill="#2f5d8a"/><path d="M260 754 L286 760.5 L260 767 Z" fill="#ead6b2"/><path d="M280 758 L286 760.5 L280 763 Z" fill="#333"/></g>
<g transform="rotate(-64 180 780)"><rect x="90" y="774" width="200" height="13" fill="#c4623f"/><path d="M290 774 L316 780.5 L290 787 Z" fill="#ead6b2"/><path d="M310 778 L316 780.5 L310 783 Z" fill="#333"/></g>
<!-- eucalyptus sprig -->
<path d="M760 40 C 800 140 820 230 880 330" stroke="#6f7f6a" stroke-width="4" fill="none"/>
${[
  [772, 80, -60],
  [790, 80, 40],
  [790, 130, -70],
  [806, 135, 50],
  [806, 185, -70],
  [826, 190, 50],
  [826, 240, -70],
  [848, 245, 50],
  [852, 290, -60],
  [872, 300, 40],
]
  .map(([x, y, a], i) => leaf(x, y, 46, a, ['#8aa394', '#7a9485', '#9bb3a5'][i % 3], 0.6))
  .join('')}
<!-- a small notebook -->
<g transform="rotate(-12 120 200)"><rect x="40" y="110" width="170" height="220" rx="6" fill="#000" opacity="0.25" filter="url(#net)"/><rect x="36" y="104" width="170" height="220" rx="6" fill="#2c3e50"/><rect x="180" y="104" width="12" height="220" fill="#c4623f"/></g>`

export const vueDessus: Scene = {
  name: 'vue-dessus',
  label: 'À plat, vue de dessus sur une table',
  quad,
  scale: { widthCm: 42, anchor: HUNG },
  background: doc(table),
  shadow: { dx: 8, dy: 12, blur: 9, opacity: 0.35 },
  light: { from: [280, 170], to: [700, 730], highlight: 0.1, shade: 0.08 },
}
