import sharp from 'sharp'

/** The image types the shop serves inline, as sharp names the formats it reads. */
const FORMATS: Record<string, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
  avif: { mime: 'image/avif', extension: 'avif' },
}
export const TYPES_IMAGES: ReadonlySet<string> = new Set(Object.values(FORMATS).map((f) => f.mime))

export const MESSAGE_PAS_UNE_IMAGE =
  'Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF. Les autres fichiers (SVG, HTML, PDF…) ne sont pas acceptés, quel que soit leur nom.'

/**
 * What the bytes are, read by sharp (docs/decisions/0109): never the name nor the type the browser
 * declared. null for anything that is not one of the allowed image types (SVG, HTML, GIF, text…).
 */
export async function typeImage(
  octets: Buffer | string,
): Promise<{ mime: string; extension: string } | null> {
  try {
    const { format, compression } = await sharp(octets).metadata()
    // sharp reads AVIF through libheif: format `heif`, compression `av1`.
    const nom = format === 'heif' && compression === 'av1' ? 'avif' : format
    return nom && Object.hasOwn(FORMATS, nom) ? FORMATS[nom] : null
  } catch {
    return null
  }
}

/** The file's name with the extension of what it is: `avis.html` holding a PNG becomes `avis.png`. */
export function nomSelonType(nom: string, extension: string): string {
  const base = nom.replace(/\.[^./\\]*$/, '') || 'image'
  return `${base}.${extension}`
}

/** What every media answer carries: no type sniffing, no script, no navigation, no frame (the CSP's
 *  sandbox), and a download for anything that is not an allowed image. */
export function entetesMedia(headers: Headers): Headers {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (headers.has('content-type') && !TYPES_IMAGES.has(type)) {
    headers.set('Content-Type', 'application/octet-stream')
    headers.set('Content-Disposition', 'attachment')
  }
  return headers
}
