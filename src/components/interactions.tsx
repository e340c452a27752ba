/**
 * The storefront's seam with the interactive client components (src/components/client/**, the
 * client-interactions work): pages import them from here only.
 */
export { default as Providers } from '@/components/client/Providers'
export { AddToCartButton } from '@/components/client/AddToCartButton'
export { CartLink } from '@/components/client/CartLink'
export { LikeButton } from '@/components/client/LikeButton'
export { LikesLink } from '@/components/client/LikesLink'
export { ZoomButton } from '@/components/client/ZoomButton'
