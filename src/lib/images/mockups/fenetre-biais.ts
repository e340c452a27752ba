import type { Quad } from '../geometry'
import type { Scene } from '../scene'
import { HUNG } from '../trueScale'
import { doc, pottedPlant, wall } from './parts'

/**
 * The wall is seen at an angle: it recedes towards a vanishing point on the right (VP), so the
 * frame's right edge is shorter than its left one. A window on the same wall throws a band of light.
 */
const VP: readonly [number, number] = [2300, 470]
/** A point on the wall at screen abscissa x, `h` being its height from the floor line (0) to the ceiling line (1). */
function onWall(x: number, h: number): [number, number] {
  const t = x / VP[0]
  const ceiling = -40 + (VP[1] + 40) * t
  const floorLine = 900 - (900 - VP[1]) * t
  return [x, floorLine - (floorLine - ceiling) * h]
}
const quad: Quad = [onWall(450, 0.76), onWall(660, 0.76), onWall(660, 0.32), onWall(450, 0.32)]

const pts = (p: [number, number][]) => p.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
const win = [onWall(40, 0.86), onWall(280, 0.86), onWall(280, 0.2), onWall(40, 0.2)]
const glass = [onWall(56, 0.84), onWall(266, 0.84), onWall(266, 0.22), onWall(56, 0.22)]
const mullionTop = [onWall(158, 0.84), onWall(164, 0.84), onWall(164, 0.22), onWall(158, 0.22)]
const crossbar = [onWall(56, 0.55), onWall(266, 0.55), onWall(266, 0.53), onWall(56, 0.53)]
const floorLine = [onWall(0, 0), onWall(1000, 0)]

const room = `
<polygon points="0,1000 ${pts(floorLine)} 1000,1000" fill="#b99572"/>
<polygon points="0,1000 ${pts(floorLine)} 1000,1000" fill="#fff" filter="url(#veines)" opacity="0.7"/>
${[0.15, 0.35, 0.6, 0.9, 1.3].map((k) => `<line x1="${-200 * k}" y1="1000" x2="${VP[0]}" y2="${VP[1]}" stroke="#7d5d40" stroke-opacity="0.35"/>`).join('')}
<polygon points="${pts([onWall(0, 0.06), onWall(1000, 0.06), onWall(1000, 0), onWall(0, 0)])}" fill="#f7f4ee"/>
<polygon points="${pts(win)}" fill="#f6f3ee"/>
<defs><linearGradient id="ciel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f0"/><stop offset="0.6" stop-color="#e8f1f2"/><stop offset="1" stop-color="#a8c09a"/></linearGradient>
<clipPath id="vitrage"><polygon points="${pts(glass)}"/></clipPath></defs>
<polygon points="${pts(glass)}" fill="url(#ciel)"/>
<g clip-path="url(#vitrage)"><ellipse cx="120" cy="560" rx="90" ry="60" fill="#7d9c6d" opacity="0.8" filter="url(#net)"/><ellipse cx="220" cy="530" rx="70" ry="80" fill="#93ad80" opacity="0.8" filter="url(#net)"/></g>
<polygon points="${pts(mullionTop)}" fill="#f6f3ee"/><polygon points="${pts(crossbar)}" fill="#f6f3ee"/>
<polygon points="${pts([onWall(40, 0.2), onWall(280, 0.2), onWall(290, 0.18), onWall(30, 0.18)])}" fill="#e7e2d9"/>
<!-- sheer curtain -->
<path d="M290 ${onWall(290, 0.9)[1]} C 320 400 300 600 330 ${onWall(330, 0.03)[1]} L 375 ${onWall(375, 0.03)[1]} C 350 600 370 400 340 ${onWall(340, 0.9)[1]} Z" fill="#fff" opacity="0.55"/>
<!-- the sun patch from the window, slanting across the wall and the floor -->
<polygon points="${pts([onWall(380, 0.9), onWall(980, 0.9), onWall(1000, 0.15), onWall(460, 0.1)])}" fill="#fff6dc" opacity="0.35" filter="url(#doux)"/>
<polygon points="160,1000 ${pts([onWall(300, 0), onWall(620, 0)])} 700,1000" fill="#fff2cf" opacity="0.22" filter="url(#doux)"/>`

export const fenetreBiais: Scene = {
  name: 'fenetre-biais',
  label: 'Au mur, vue de biais près d’une fenêtre',
  quad,
  scale: { widthCm: 45, anchor: HUNG },
  background: doc(
    wall({ color: '#f2ece3', shade: '#cfc4b3', lx: 300, ly: 400 }),
    room,
    pottedPlant(850, 960, 1.25, '#c4623f'),
  ),
  frame: { style: 'blanc', border: 0.06, mat: 0.1 },
  shadow: { dx: 16, dy: 10, blur: 10, opacity: 0.3 },
  light: { from: [450, 250], to: [660, 620], highlight: 0.2, shade: 0.12 },
  glass: true,
}
