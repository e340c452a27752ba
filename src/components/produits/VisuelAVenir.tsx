/** Accessible name of the placeholder shown where a product has no image to serve yet. */
export const VISUEL_A_VENIR = 'Visuel à venir'

/**
 * Stands in for a product picture that no image route would serve (a draft never published, or no
 * artwork yet): the same square box, radius and shadow as the real image, so the preview's layout is
 * the published page's, instead of a broken <img>. Drawn in the shop's paper and ink, nothing to load.
 */
export function VisuelAVenir({
  label = VISUEL_A_VENIR,
  detail,
  className = '',
}: {
  /** The accessible name (the alt text the image would have had). */
  label?: string
  /** A short line under the title, e.g. why the image is missing. */
  detail?: string
  className?: string
}) {
  return (
    <div
      role="img"
      aria-label={label}
      data-visuel-a-venir=""
      className={`flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-carte border border-dashed border-trait bg-papier-fonce p-6 text-center shadow-affiche ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="h-12 w-12 text-terracotta"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <rect x="9" y="5" width="30" height="38" rx="1.5" />
        <rect x="14" y="10" width="20" height="28" strokeDasharray="3 3" />
        <path d="M17 32l5-6 4 4 3-3 3 5" strokeLinecap="round" />
      </svg>
      <p aria-hidden="true" className="font-titre text-lg text-encre-douce">
        {VISUEL_A_VENIR}
      </p>
      {detail && (
        <p aria-hidden="true" className="max-w-[28ch] text-sm text-gris">
          {detail}
        </p>
      )}
    </div>
  )
}
