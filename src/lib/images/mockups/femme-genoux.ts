import { planePoint, rectQuad, type Point } from '../geometry'
import type { Scene } from '../scene'
import { doc, floor, wall } from './parts'

/** A woman on her knees on a rug, holding the unframed print in front of her with both hands. */
const quad = rectQuad({ x: 310, y: 372, width: 380, height: 507, rotation: -2.5 })

const skin = '#d9a98a'
/** Four fingers curled over the poster's edge at p, pointing towards the inside (`dir` 1 = right). */
function hand([x, y]: Point, dir: 1 | -1) {
  const fingers = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${dir === 1 ? -4 : -30}" y="${-30 + i * 17}" width="34" height="15" rx="7.5" fill="${skin}" stroke="#b98568" stroke-width="1"/>`,
    )
    .join('')
  return `<g transform="translate(${x} ${y}) rotate(-2.5)"><path d="M ${-dir * 6} -38 C ${-dir * 40} -30 ${-dir * 42} 40 ${-dir * 6} 44 Z" fill="${skin}"/>${fingers}</g>`
}

const person = `
<!-- rug -->
<ellipse cx="500" cy="930" rx="470" ry="70" fill="#e7dccb"/><ellipse cx="500" cy="930" rx="440" ry="58" fill="none" stroke="#c9b79c" stroke-width="4" stroke-dasharray="2 10"/>
<ellipse cx="500" cy="905" rx="250" ry="26" fill="#000" opacity="0.28" filter="url(#doux)"/>
<!-- knees and thighs (dark jeans) under the print -->
<path d="M300 860 C 300 820 340 790 400 790 L 600 790 C 660 790 700 820 700 860 L 700 905 C 640 918 360 918 300 905 Z" fill="#34435a"/>
<path d="M500 800 L500 910" stroke="#27334a" stroke-width="3"/>
<!-- torso behind the print: shoulders above it, arms down its sides to the hands -->
<path d="M350 420 C 350 350 400 318 500 314 C 600 318 650 350 650 420 L 660 800 L 340 800 Z" fill="#8aa0b5"/>
<path d="M500 314 C 600 318 650 350 650 420 L 660 800 L 560 800 C 600 640 600 420 500 314 Z" fill="#000" opacity="0.06"/>
<path d="M372 352 C 320 380 282 470 276 560 C 272 610 290 640 312 650" stroke="#8299ae" stroke-width="58" fill="none" stroke-linecap="round"/>
<path d="M628 352 C 680 380 718 470 724 560 C 728 610 710 640 688 650" stroke="#7890a6" stroke-width="58" fill="none" stroke-linecap="round"/>
<path d="M446 318 q54 34 108 0" stroke="#6f859a" stroke-width="6" fill="none"/>
<!-- neck, head, hair -->
<rect x="478" y="262" width="44" height="64" rx="16" fill="${skin}"/>
<path d="M478 290 q22 18 44 0 l0 10 q-22 16 -44 0 Z" fill="#000" opacity="0.1"/>
<ellipse cx="500" cy="200" rx="70" ry="84" fill="#3b2a20"/>
<ellipse cx="500" cy="214" rx="54" ry="66" fill="${skin}"/>
<path d="M440 190 C 440 130 480 112 505 112 C 545 112 570 140 566 200 C 548 160 520 150 480 158 C 462 168 450 180 440 190 Z" fill="#3b2a20"/>
<path d="M432 200 C 420 260 430 300 452 318 L 462 250 Z" fill="#3b2a20"/><path d="M568 200 C 580 260 570 300 548 318 L 538 250 Z" fill="#3b2a20"/>
<ellipse cx="478" cy="214" rx="6" ry="4" fill="#2a1c14"/><ellipse cx="522" cy="214" rx="6" ry="4" fill="#2a1c14"/>
<path d="M486 250 q14 10 28 0" stroke="#a35f4c" stroke-width="4" fill="none" stroke-linecap="round"/>
<ellipse cx="470" cy="236" rx="12" ry="6" fill="#e58f7a" opacity="0.35"/><ellipse cx="530" cy="236" rx="12" ry="6" fill="#e58f7a" opacity="0.35"/>`

export const femmeGenoux: Scene = {
  name: 'femme-genoux',
  label: 'Tenue par une femme à genoux',
  quad,
  background: doc(
    wall({ color: '#f3eee6', shade: '#d8cfc1', lx: 120, ly: 120 }),
    floor({ top: 820, color: '#c19d77', dark: '#9a7858' }),
    person,
  ),
  shadow: { dx: 10, dy: 14, blur: 10, opacity: 0.3 },
  light: { from: [310, 372], to: [690, 879], highlight: 0.12, shade: 0.14 },
  // Paper slightly curved between the hands: a soft vertical sheen, then the hands over the edges.
  foreground: `<defs><linearGradient id="courbe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient></defs>
<polygon points="${quad.map((p) => p.join(',')).join(' ')}" fill="url(#courbe)"/>
${hand(planePoint(quad, 0, 0.5), 1)}${hand(planePoint(quad, 1, 0.5), -1)}`,
}
