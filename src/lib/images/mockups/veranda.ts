import { rectQuad } from '../geometry'
import type { Scene } from '../scene'
import { HUNG } from '../trueScale'
import { doc, leaf, pottedPlant } from './parts'

/** A bright veranda: glass panes onto the garden on both sides, a limewashed pillar wall, tiled floor and plants. */
const quad = rectQuad({ x: 392, y: 210, width: 216, height: 288 })

const garden = (x: number, w: number) => `
<rect x="${x}" y="0" width="${w}" height="760" fill="url(#jardin)"/>
<ellipse cx="${x + w * 0.3}" cy="520" rx="${w * 0.45}" ry="140" fill="#6f9462" opacity="0.85" filter="url(#doux)"/>
<ellipse cx="${x + w * 0.75}" cy="460" rx="${w * 0.4}" ry="180" fill="#577f4f" opacity="0.85" filter="url(#doux)"/>
<ellipse cx="${x + w * 0.5}" cy="640" rx="${w * 0.6}" ry="90" fill="#86a86f" opacity="0.9" filter="url(#doux)"/>
${[0, 1, 2].map((i) => `<rect x="${x + (i * w) / 2 - 6}" y="0" width="12" height="760" fill="#2d2d2d"/>`).join('')}
<rect x="${x}" y="250" width="${w}" height="10" fill="#2d2d2d"/>`

const room = `
<defs><linearGradient id="jardin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbe9ee"/><stop offset="0.5" stop-color="#eef3ea"/><stop offset="1" stop-color="#b5c9a3"/></linearGradient>
<linearGradient id="pilier" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9e4dc"/><stop offset="0.5" stop-color="#f5f2ec"/><stop offset="1" stop-color="#ddd6cb"/></linearGradient></defs>
${garden(0, 290)}${garden(710, 290)}
<rect x="290" y="0" width="420" height="760" fill="url(#pilier)"/>
<rect x="290" y="0" width="420" height="760" fill="#fff" filter="url(#grain)" opacity="0.6"/>
<rect x="282" y="0" width="10" height="760" fill="#000" opacity="0.12"/><rect x="708" y="0" width="10" height="760" fill="#000" opacity="0.12"/>
<!-- terracotta tiles -->
<rect y="760" width="1000" height="240" fill="#c77b55"/>
${[760, 800, 848, 906, 976].map((y) => `<line x1="0" y1="${y}" x2="1000" y2="${y}" stroke="#9e5a3c" stroke-width="2"/>`).join('')}
${[-400, -200, 0, 200, 400, 600, 800, 1000, 1200, 1400].map((x) => `<line x1="${500 + (x - 500) * 0.45}" y1="760" x2="${x}" y2="1000" stroke="#9e5a3c" stroke-width="2"/>`).join('')}
<rect y="760" width="1000" height="240" fill="#fff" filter="url(#grain)" opacity="0.5"/>
<rect y="760" width="1000" height="18" fill="#000" opacity="0.12"/>
<!-- sunlight streaming in from the garden -->
<polygon points="0,760 290,760 520,1000 0,1000" fill="#fff3d0" opacity="0.25"/>
<polygon points="710,760 1000,760 1000,1000 820,1000" fill="#fff3d0" opacity="0.2"/>
<!-- rattan bench under the poster -->
<ellipse cx="500" cy="905" rx="230" ry="18" fill="#000" opacity="0.28" filter="url(#doux)"/>
<rect x="310" y="760" width="380" height="40" rx="8" fill="#c9a46e"/>
${Array.from({ length: 19 }, (_, i) => `<line x1="${318 + i * 20}" y1="762" x2="${318 + i * 20}" y2="798" stroke="#a5804c" stroke-width="3"/>`).join('')}
<rect x="316" y="740" width="368" height="26" rx="10" fill="#f1ece2"/>
<rect x="330" y="800" width="14" height="100" fill="#a5804c"/><rect x="656" y="800" width="14" height="100" fill="#a5804c"/>
<!-- hanging plant -->
<path d="M800 0 L800 120" stroke="#6b5a48" stroke-width="2"/>
<path d="M765 120 L835 120 L825 165 L775 165 Z" fill="#e9e1d2"/>
${[
  [800, 130, 120, 160],
  [790, 130, 140, 190],
  [812, 130, 110, 200],
  [780, 140, 90, 150],
  [820, 140, 95, 215],
]
  .map(([x, y, l, a], i) => leaf(x, y, l, a, ['#4f7a4a', '#3f6a3d', '#6b9460'][i % 3], 0.3))
  .join('')}`

export const veranda: Scene = {
  name: 'veranda',
  label: 'Dans une véranda',
  quad,
  scale: { widthCm: 45, anchor: HUNG },
  background: doc(room, pottedPlant(140, 940, 1.7, '#e4dccd'), pottedPlant(880, 960, 1.35, '#c4623f')),
  frame: { style: 'chene', border: 0.07, mat: 0.13 },
  shadow: { dx: 10, dy: 18, blur: 12, opacity: 0.3 },
  light: { from: [392, 210], to: [608, 498], highlight: 0.16, shade: 0.08 },
  glass: true,
}
