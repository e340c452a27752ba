/**
 * The client components that the storefront's server layout and templates use (header, shell, product
 * page), re-exported in one place. The cart's components (src/components/commande) and the
 * /mes-affiches-aimees page import from src/components/client directly.
 */
export { default as Providers } from '@/components/client/Providers'
export { PanierLink } from '@/components/client/PanierLink'
export { LikeButton } from '@/components/client/LikeButton'
export { LikesLink } from '@/components/client/LikesLink'
