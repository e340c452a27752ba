import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's picture — same optimised srcset, sizes and lazy loading — drawn on the server with
 * nothing to hydrate: the client `<Image>` component weighs ≈ 5.6 KB gzip of first-load JavaScript on
 * every page that shows one, for load handlers these pictures do not use. `priority` preloads the
 * image as next/image does (the likely largest paint).
 */
export function Visuel(props: ImageProps) {
  const { props: img } = getImageProps(props)
  if (props.priority) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from getImageProps
  return <img {...img} />
}
