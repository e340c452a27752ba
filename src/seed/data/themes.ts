import type { Palette } from '../artwork'

/** Colour themes: `couleur` is the theme's signature colour; the palette dresses the artwork. */
export const THEMES: { slug: string; nom: string; couleur: string; palette: Palette }[] = [
  {
    slug: 'bleu',
    nom: 'Bleu',
    couleur: '#2f5d8a',
    palette: { bg: '#e8f0f7', fg: '#1f3b57', accent: '#2f5d8a', soft: '#b9d0e6' },
  },
  {
    slug: 'vert',
    nom: 'Vert',
    couleur: '#3d7a4f',
    palette: { bg: '#edf4ec', fg: '#21402b', accent: '#3d7a4f', soft: '#bcd9bf' },
  },
  {
    slug: 'terracotta',
    nom: 'Terracotta',
    couleur: '#c4623f',
    palette: { bg: '#f7e9e0', fg: '#5a2a18', accent: '#c4623f', soft: '#eab89f' },
  },
  {
    slug: 'jaune-moutarde',
    nom: 'Jaune moutarde',
    couleur: '#d4a017',
    palette: { bg: '#fbf3dc', fg: '#4a3a0c', accent: '#d4a017', soft: '#f0d68a' },
  },
  {
    slug: 'rose-poudre',
    nom: 'Rose poudré',
    couleur: '#e2a6a6',
    palette: { bg: '#fbeeed', fg: '#5b2f3a', accent: '#d98c8c', soft: '#f3cfcf' },
  },
  {
    slug: 'sauge',
    nom: 'Sauge',
    couleur: '#9caf88',
    palette: { bg: '#f0f3ea', fg: '#36452b', accent: '#8aa073', soft: '#cfdcc0' },
  },
  {
    slug: 'lavande',
    nom: 'Lavande',
    couleur: '#9a8ac4',
    palette: { bg: '#f1eef9', fg: '#352c57', accent: '#8a79bd', soft: '#d5cdee' },
  },
  {
    slug: 'noir-et-blanc',
    nom: 'Noir et blanc',
    couleur: '#222222',
    palette: { bg: '#fafafa', fg: '#1a1a1a', accent: '#3a3a3a', soft: '#d9d9d9' },
  },
]
