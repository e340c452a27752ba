import { rectQuad } from '../geometry'
import type { Scene } from '../scene'
import { HUNG } from '../trueScale'
import { doc, floor, leaf, wall } from './parts'

/** Oak frame with a white mat on a warm plaster wall, above a sideboard with a vase of branches. */
const quad = rectQuad({ x: 320, y: 170, width: 360, height: 480 })

const sideboard = `
<rect x="90" y="838" width="820" height="26" rx="3" fill="#a77d52"/>
<rect x="90" y="838" width="820" height="6" fill="#fff" opacity="0.18"/>
<rect x="104" y="864" width="792" height="136" fill="#946b44"/>
<rect x="104" y="864" width="792" height="136" fill="#fff" filter="url(#veines)" opacity="0.6"/>
<line x1="368" y1="870" x2="368" y2="1000" stroke="#6e4d2f" stroke-width="2"/><line x1="632" y1="870" x2="632" y2="1000" stroke="#6e4d2f" stroke-width="2"/>
<rect x="104" y="864" width="792" height="16" fill="#000" opacity="0.18"/>`

const vase = `
<ellipse cx="790" cy="838" rx="62" ry="8" fill="#000" opacity="0.25" filter="url(#net)"/>
<g stroke="#6b5a3e" stroke-width="3" fill="none"><path d="M790 760 C 780 680 760 600 720 540"/><path d="M792 760 C 805 670 830 620 860 570"/><path d="M788 760 C 790 690 800 640 790 590"/></g>
${[
  [720, 540, -40],
  [735, 575, -70],
  [748, 610, -20],
  [760, 650, -75],
  [860, 570, 40],
  [845, 600, 70],
  [830, 635, 30],
  [815, 670, 80],
  [790, 590, 0],
  [795, 625, 50],
  [787, 660, -50],
]
  .map(([x, y, a], i) => leaf(x, y, 38, a, ['#7f9a78', '#6d8a68', '#93ab8b'][i % 3], 0.55))
  .join('')}
<path d="M752 838 C 735 800 745 770 770 760 L 810 760 C 835 770 845 800 828 838 Z" fill="#e9e4da"/>
<path d="M800 760 C 835 770 845 800 828 838 L 800 838 Z" fill="#000" opacity="0.1"/>
<ellipse cx="790" cy="760" rx="20" ry="5" fill="#cfc8bb"/>`

const books = `
<rect x="170" y="812" width="150" height="26" fill="#2f5d8a"/><rect x="178" y="790" width="136" height="22" fill="#d9c7a3"/><rect x="166" y="772" width="142" height="18" fill="#c4623f"/>
<rect x="170" y="812" width="150" height="4" fill="#fff" opacity="0.25"/>`

export const cadreBois: Scene = {
  name: 'cadre-bois',
  label: 'Cadre en chêne au mur',
  quad,
  scale: { widthCm: 50, anchor: HUNG },
  background: doc(
    wall({ color: '#f1ebe1', shade: '#d9cebd', lx: 150, ly: 80 }),
    floor({ top: 930 }),
    sideboard,
    vase,
    books,
  ),
  frame: { style: 'chene', border: 0.085, mat: 0.13 },
  shadow: { dx: 14, dy: 22, blur: 16, opacity: 0.38 },
  light: { from: [320, 170], to: [680, 650], highlight: 0.12, shade: 0.1 },
  glass: true,
}
