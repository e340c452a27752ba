/**
 * The carriers staff can pick when shipping, and where a customer follows a parcel. `{numero}` is
 * replaced by the tracking number (URL-encoded); « Autre » has no public page, so the mail gives the
 * number alone.
 */
export const TRANSPORTEURS = {
  colissimo: {
    label: 'La Poste Colissimo',
    url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={numero}',
  },
  chronopost: {
    label: 'Chronopost',
    url: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={numero}',
  },
  'mondial-relay': {
    label: 'Mondial Relay',
    url: 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={numero}',
  },
  dhl: {
    label: 'DHL',
    url: 'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id={numero}',
  },
  ups: {
    label: 'UPS',
    url: 'https://www.ups.com/track?loc=fr_FR&tracknum={numero}',
  },
  autre: { label: 'Autre', url: null },
} as const satisfies Record<string, { label: string; url: string | null }>

export type Transporteur = keyof typeof TRANSPORTEURS

/** The select's options, in the registry's order. */
export const OPTIONS_TRANSPORTEUR = (Object.keys(TRANSPORTEURS) as Transporteur[]).map((value) => ({
  label: TRANSPORTEURS[value].label,
  value,
}))

export const estTransporteur = (v: unknown): v is Transporteur =>
  typeof v === 'string' && Object.hasOwn(TRANSPORTEURS, v)

/** The carrier's tracking page for this number, or null (« Autre », unknown carrier). Spaces only
 *  group the digits for reading: carriers' pages expect the number without them. */
export function lienSuivi(transporteur: string | null | undefined, numero: string): string | null {
  if (!estTransporteur(transporteur)) return null
  const modele: string | null = TRANSPORTEURS[transporteur].url
  if (!modele) return null
  return modele.replace('{numero}', encodeURIComponent(numero.replace(/\s+/g, '')))
}

export const libelleTransporteur = (transporteur: string | null | undefined): string =>
  estTransporteur(transporteur) ? TRANSPORTEURS[transporteur].label : 'Autre'
