import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { hasRole } from '@/access/isStaff'

import { requireStaff } from './AdminScreen'

/** A screen for administrators only (personal data, documents): an editor is sent to « unauthorized ». */
export function requireAdmin(props: AdminViewServerProps, path: string): PayloadRequest {
  const req = requireStaff(props, path)
  if (!hasRole(req.user, 'admin')) redirect('/admin/unauthorized')
  return req
}
