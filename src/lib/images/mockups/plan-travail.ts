import { planePoint, type Quad } from '../geometry'
import type { Scene } from '../scene'
import { STANDING } from '../trueScale'
import { doc, leaf } from './parts'

/** Leaning on a kitchen worktop against a tiled splashback: the top tilts away, so it is a little narrower. */
const quad: Quad = [
  [382, 272],
  [628, 272],
  [640, 628],
  [370, 628],
]

const tiles = (() => {
  const rows: string[] = []
  for (let y = 0, r = 0; y < 700; y += 46, r++) {
    for (let x = r % 2 ? -46 : 0; x < 1000; x += 92)
      rows.push(`<rect x="${x + 2}" y="${y + 2}" width="88" height="42" rx="3" fill="#f4f2ee"/>`)
  }
  return `<rect width="1000" height="700" fill="#d9d5cd"/>${rows.join('')}<rect width="1000" height="700" fill="#fff" filter="url(#grain)" opacity="0.4"/>`
})()

const kitchen = `
<defs><linearGradient id="jour" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#5a4a36" stop-opacity="0.22"/></linearGradient></defs>
<rect width="1000" height="700" fill="url(#jour)"/>
<!-- worktop -->
<rect y="664" width="1000" height="56" fill="#cfa878"/><rect y="664" width="1000" height="56" fill="#fff" filter="url(#veines)" opacity="0.7"/>
<rect y="664" width="1000" height="6" fill="#000" opacity="0.18"/>
<rect y="720" width="1000" height="18" fill="#a9845a"/>
<!-- cabinets -->
<rect y="738" width="1000" height="262" fill="#8da08a"/>
${[0, 250, 500, 750].map((x) => `<rect x="${x + 8}" y="752" width="234" height="248" rx="4" fill="#97aa93" stroke="#7b8f78" stroke-width="2"/><rect x="${x + 105}" y="770" width="40" height="7" rx="3.5" fill="#c9b48a"/>`).join('')}
<rect y="738" width="1000" height="16" fill="#000" opacity="0.2"/>
<!-- utensil jar -->
<rect x="120" y="560" width="80" height="110" rx="10" fill="#e9e1d2"/><rect x="168" y="560" width="32" height="110" rx="10" fill="#000" opacity="0.08"/>
<path d="M140 565 L120 430" stroke="#b08560" stroke-width="8" stroke-linecap="round"/><ellipse cx="118" cy="418" rx="18" ry="26" fill="#b08560" transform="rotate(-10 118 418)"/>
<path d="M160 565 L168 420" stroke="#3a3a3a" stroke-width="6"/><path d="M150 420 L186 420 L180 380 L156 380 Z" fill="#3a3a3a"/>
<path d="M180 565 L215 450" stroke="#8d6a48" stroke-width="7" stroke-linecap="round"/>
<ellipse cx="160" cy="672" rx="60" ry="8" fill="#000" opacity="0.2" filter="url(#net)"/>
<!-- cutting board leaning behind the bowl -->
<path d="M700 320 C 700 290 720 280 760 280 C 800 280 820 290 820 320 L 850 660 L 690 660 Z" fill="#c79a66" />
<circle cx="760" cy="315" r="12" fill="#e4ddd0"/>
<path d="M700 320 L690 660" stroke="#a27a4f" stroke-width="4"/>
<!-- bowl of lemons -->
<ellipse cx="790" cy="672" rx="110" ry="10" fill="#000" opacity="0.25" filter="url(#net)"/>
<circle cx="745" cy="600" r="34" fill="#f2cf3b"/><circle cx="800" cy="588" r="36" fill="#f5d64a"/><circle cx="845" cy="604" r="32" fill="#e9c230"/>
${leaf(800, 560, 40, 30, '#4f7a4a')}
<path d="M690 610 L890 610 C 880 660 840 672 790 672 C 740 672 700 660 690 610 Z" fill="#2f5d8a"/><path d="M690 610 L890 610" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`

export const planTravail: Scene = {
  name: 'plan-travail',
  label: 'Posée sur un plan de travail de cuisine',
  quad,
  scale: { widthCm: 45, anchor: STANDING },
  background: doc(tiles, kitchen),
  frame: { style: 'chene', border: 0.055, mat: 0.09 },
  shadow: { dx: 18, dy: 8, blur: 12, opacity: 0.4 },
  light: { from: [382, 272], to: [640, 628], highlight: 0.16, shade: 0.1 },
  glass: true,
  // The frame's contact shadow on the worktop, a little wider than the frame.
  foreground: (q) => {
    const [x0, y] = planePoint(q, -0.15, 1.1)
    const [x1] = planePoint(q, 1.15, 1.1)
    return `<rect x="${x0.toFixed(1)}" y="${y.toFixed(1)}" width="${(x1 - x0).toFixed(1)}" height="10" fill="#000" opacity="0.28" filter="url(#net)"/>`
  },
}
