import { rectQuad } from '../geometry'
import type { Scene } from '../scene'
import { HUNG } from '../trueScale'
import { doc, floor, leaf, wall } from './parts'

/** A woman working at her desk, seen from behind; the framed poster hangs on the wall above. */
const quad = rectQuad({ x: 548, y: 130, width: 228, height: 304 })

const desk = `
<ellipse cx="520" cy="985" rx="420" ry="18" fill="#000" opacity="0.25" filter="url(#doux)"/>
<rect x="80" y="660" width="880" height="26" rx="4" fill="#c9a57a"/>
<rect x="80" y="660" width="880" height="5" fill="#fff" opacity="0.3"/>
<rect x="80" y="686" width="880" height="10" fill="#000" opacity="0.15"/>
<rect x="110" y="686" width="16" height="300" fill="#6f5237"/><rect x="914" y="686" width="16" height="300" fill="#6f5237"/>
<!-- lamp -->
<ellipse cx="850" cy="660" rx="40" ry="7" fill="#2d2d2d"/>
<path d="M850 655 L820 520 L880 470" stroke="#2d2d2d" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M855 440 L915 470 L895 515 L835 485 Z" fill="#2d2d2d"/>
<ellipse cx="880" cy="560" rx="90" ry="70" fill="#fff1cc" opacity="0.35" filter="url(#tresdoux)"/>
<!-- plant and mug -->
<rect x="720" y="600" width="58" height="60" rx="6" fill="#e9e3d7"/>
${[
  [749, 600, 70, -30],
  [749, 600, 80, 5],
  [749, 600, 65, 38],
  [749, 600, 55, -60],
]
  .map(([x, y, l, a]) => leaf(x, y, l, a, '#557a4e'))
  .join('')}
<rect x="660" y="622" width="34" height="38" rx="4" fill="#c4623f"/><path d="M694 630 q14 6 0 20" stroke="#c4623f" stroke-width="5" fill="none"/>
<!-- laptop -->
<path d="M330 655 L540 655 L560 662 L310 662 Z" fill="#b9bcc2"/>
<path d="M345 655 L372 520 L552 520 L525 655 Z" fill="#8d9097"/>
<path d="M355 648 L379 528 L545 528 L520 648 Z" fill="#d4e1ec"/>
<!-- notebook -->
<rect x="180" y="640" width="110" height="18" rx="2" fill="#2f5d8a" transform="rotate(-4 235 650)"/>`

const woman = `
<!-- chair -->
<rect x="330" y="930" width="14" height="70" fill="#3a3a3a"/><rect x="236" y="700" width="190" height="210" rx="40" fill="#454545"/>
<!-- torso, sweater -->
<path d="M250 690 C 250 600 300 560 350 555 C 410 560 450 600 455 690 L 460 820 L 245 820 Z" fill="#b89a79"/>
<path d="M350 555 C 410 560 450 600 455 690 L 460 820 L 400 820 C 410 720 400 620 350 555 Z" fill="#000" opacity="0.1"/>
<!-- arm on the desk -->
<path d="M430 620 C 470 640 500 650 520 652 L 522 668 C 490 672 450 668 420 660 Z" fill="#a98b6b"/>
<ellipse cx="527" cy="660" rx="15" ry="9" fill="#e0b48f"/>
<!-- neck, head, hair bun -->
<rect x="335" y="515" width="32" height="50" rx="12" fill="#d8a987"/>
<ellipse cx="352" cy="470" rx="54" ry="62" fill="#5a3b28"/>
<path d="M300 470 C 300 430 330 408 352 408 C 380 408 406 430 404 470 C 396 500 380 520 352 524 C 325 520 305 500 300 470 Z" fill="#6b4630"/>
<circle cx="352" cy="398" r="30" fill="#5a3b28"/><path d="M330 392 q22 -20 44 0" stroke="#7a5038" stroke-width="4" fill="none"/>
<ellipse cx="300" cy="474" rx="8" ry="14" fill="#d8a987"/>`

export const femmeBureau: Scene = {
  name: 'femme-bureau',
  label: 'Au bureau, au-dessus d’une femme qui travaille',
  quad,
  scale: { widthCm: 42, anchor: HUNG },
  background: doc(
    wall({ color: '#eee7dc', shade: '#d2c6b3', lx: 900, ly: 300 }),
    floor({ top: 900, color: '#9c7a58', dark: '#76593e' }),
    desk,
    woman,
  ),
  frame: { style: 'noyer', border: 0.06, mat: 0.12 },
  shadow: { dx: -12, dy: 18, blur: 12, opacity: 0.3 },
  light: { from: [776, 130], to: [548, 434], highlight: 0.16, shade: 0.07 },
  glass: true,
}
