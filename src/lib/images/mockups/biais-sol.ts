import type { Point, Quad } from '../geometry'
import type { Scene } from '../scene'
import { STANDING } from '../trueScale'
import { doc, pottedPlant, wall } from './parts'

/**
 * Framed, standing on the floor and leaning against the wall, seen at an angle: the nearer left
 * edge is taller, the top leans back to the wall (narrower than the bottom).
 */
const quad: Quad = [
  [318, 300],
  [620, 340],
  [642, 792],
  [300, 846],
]

const VP: readonly [number, number] = [1900, 560]
const skirting = (h: number) =>
  `0,${(892 - h).toFixed(1)} 1000,${(892 - (892 - VP[1]) * (1000 / VP[0]) - h).toFixed(1)}`
const room = `
<polygon points="0,1000 ${skirting(0)} 1000,1000" fill="#c8a27a"/>
<polygon points="0,1000 ${skirting(0)} 1000,1000" fill="#fff" filter="url(#veines)" opacity="0.7"/>
${[-0.6, -0.2, 0.2, 0.6, 1.0, 1.5, 2.1].map((k) => `<line x1="${k * 800}" y1="1000" x2="${VP[0]}" y2="${VP[1]}" stroke="#8a6846" stroke-opacity="0.45" stroke-width="1.5"/>`).join('')}
<polygon points="${skirting(34)} ${skirting(0).split(' ').reverse().join(' ')}" fill="#f7f4ee"/>
<polygon points="${skirting(34)} ${skirting(30).split(' ').reverse().join(' ')}" fill="#000" opacity="0.08"/>`

/** The frame's shadow on the floor, to the right, away from the window light; as long as the frame is tall. */
function floorShadow(q: Quad): string {
  const k = Math.hypot(q[3][0] - q[0][0], q[3][1] - q[0][1]) / 546
  const at = (p: Point, dx: number, dy: number) =>
    `${(p[0] + dx * k).toFixed(1)},${(p[1] + dy * k).toFixed(1)}`
  return `<polygon points="${at(q[3], 0, 0)} ${at(q[2], 0, 0)} ${at(q[2], 118, 38)} ${at(q[3], 80, 54)}" fill="#000" opacity="0.28" filter="url(#doux)"/>`
}

export const biaisSol: Scene = {
  name: 'biais-sol',
  label: 'Posée au sol contre le mur, vue de biais',
  quad,
  scale: { widthCm: 50, anchor: STANDING },
  behind: floorShadow,
  background: doc(
    wall({ color: '#eeeae4', shade: '#c9c0b2', lx: 0, ly: 200 }),
    room,
    pottedPlant(830, 930, 1.6, '#ece6dc'),
  ),
  frame: { style: 'noir', border: 0.05, mat: 0.1 },
  shadow: { dx: 26, dy: 4, blur: 14, opacity: 0.35 },
  light: { from: [300, 300], to: [640, 820], highlight: 0.16, shade: 0.14 },
  glass: true,
}
