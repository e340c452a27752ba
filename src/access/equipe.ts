import { hasRole } from './isStaff'

/** Who enters the admin panel: every role of the back office (src/access/matrice.ts). */
export const equipe = ({ req }: { req: { user?: unknown } }): boolean =>
  hasRole(req.user as never, 'admin', 'editeur', 'atelier')
