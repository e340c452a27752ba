import { rectQuad } from '../geometry'
import type { Scene } from '../scene'
import { HUNG } from '../trueScale'
import { doc, floor, pottedPlant, wall } from './parts'

/** Black frame above a linen sofa with cushions, a sage wall and a floor lamp. */
const quad = rectQuad({ x: 385, y: 150, width: 230, height: 307 })

const sofa = `
<ellipse cx="500" cy="945" rx="470" ry="26" fill="#000" opacity="0.28" filter="url(#doux)"/>
<rect x="110" y="585" width="780" height="220" rx="46" fill="#dcd2c2"/>
<rect x="110" y="585" width="780" height="40" rx="30" fill="#fff" opacity="0.18"/>
<rect x="60" y="690" width="130" height="240" rx="40" fill="#e3dacb"/>
<rect x="810" y="690" width="130" height="240" rx="40" fill="#d3c8b6"/>
<rect x="150" y="760" width="700" height="150" rx="26" fill="#e6ddcf"/>
<rect x="150" y="760" width="700" height="22" rx="11" fill="#fff" opacity="0.25"/>
<line x1="500" y1="770" x2="500" y2="905" stroke="#bfb3a0" stroke-width="3"/>
<rect x="150" y="880" width="700" height="30" rx="12" fill="#000" opacity="0.08"/>
<rect x="80" y="925" width="16" height="45" fill="#5b4330"/><rect x="904" y="925" width="16" height="45" fill="#5b4330"/>
<g transform="rotate(-8 300 700)"><rect x="205" y="615" width="190" height="170" rx="36" fill="#c88a3d"/><rect x="205" y="615" width="190" height="30" rx="15" fill="#fff" opacity="0.15"/><path d="M215 700 L385 700" stroke="#a86f2a" stroke-width="3" stroke-dasharray="6 8"/></g>
<g transform="rotate(7 690 700)"><rect x="605" y="625" width="175" height="160" rx="34" fill="#b5563a"/><rect x="605" y="625" width="175" height="28" rx="14" fill="#fff" opacity="0.15"/></g>
<g transform="rotate(-3 520 720)"><rect x="440" y="650" width="150" height="135" rx="30" fill="#f1ebe0"/><circle cx="515" cy="717" r="28" fill="none" stroke="#c9bda8" stroke-width="4"/></g>
<rect x="60" y="595" width="880" height="30" fill="#000" opacity="0" />`

const lamp = `
<line x1="920" y1="300" x2="920" y2="935" stroke="#2b2b2b" stroke-width="6"/>
<ellipse cx="920" cy="938" rx="40" ry="8" fill="#2b2b2b"/>
<path d="M870 300 L970 300 L945 215 L895 215 Z" fill="#efe6d3"/>
<ellipse cx="920" cy="320" rx="120" ry="80" fill="#fff3d6" opacity="0.35" filter="url(#tresdoux)"/>`

export const canape: Scene = {
  name: 'canape',
  label: 'Au-dessus d’un canapé',
  quad,
  scale: { widthCm: 45, anchor: HUNG },
  background: doc(
    wall({ color: '#cdd5c5', shade: '#a9b59f', lx: 820, ly: 260 }),
    floor({ top: 920, color: '#a88460', dark: '#7f5f42' }),
    lamp,
    pottedPlant(70, 930, 1.05),
    sofa,
  ),
  frame: { style: 'noir', border: 0.045, mat: 0.14 },
  shadow: { dx: -8, dy: 16, blur: 12, opacity: 0.32 },
  light: { from: [615, 150], to: [385, 457], highlight: 0.14, shade: 0.08 },
  glass: true,
}
