// The shop's mark in the admin instead of Payload's (admin.components.graphics): the wordmark on the
// login page, the swatch in the navigation. Inline styles, since the storefront's Tailwind classes are
// not loaded in the admin; the colours are those of src/app/(frontend)/icon.svg.
const SWATCH = ['#c8623d', '#d9a441', '#4f6b52', '#1f1b18']

function Swatch({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <g transform="rotate(12 32 32)">
        <clipPath id="mc-swatch">
          <circle cx="32" cy="32" r="30" />
        </clipPath>
        <g clipPath="url(#mc-swatch)">
          {SWATCH.map((fill, i) => (
            <rect key={fill} x={(i % 2) * 32} y={Math.floor(i / 2) * 32} width="32" height="32" fill={fill} />
          ))}
        </g>
      </g>
    </svg>
  )
}

/** Login page: the swatch and « Mots & Couleurs », the ampersand in terracotta. */
export function BrandLogo() {
  return (
    <span
      role="img"
      aria-label="Mots & Couleurs"
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}
    >
      <Swatch size={48} />
      <span
        aria-hidden="true"
        style={{ fontFamily: 'Georgia, serif', fontSize: '2rem', fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        Mots <em style={{ color: '#a9482a' }}>&amp;</em> Couleurs
      </span>
    </span>
  )
}

/** Navigation: the swatch alone. */
export function BrandIcon() {
  return (
    <span role="img" aria-label="Mots & Couleurs" style={{ display: 'inline-flex' }}>
      <Swatch size={28} />
    </span>
  )
}
