import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

import { ecranPour, parmi } from '@/access/matrice'

import { StepNav, type Crumb } from './StepNav'
import './admin-screens.css'

/**
 * Payload renders fixed-path custom views even to anonymous visitors (docs/SPECIFICATION.md §14): every
 * screen calls this first. Anonymous → the login, coming back here afterwards; a role the access matrix
 * leaves out of this screen (src/access/matrice.ts, ECRANS) → unauthorized.
 */
export function requireStaff(props: AdminViewServerProps, path: string): PayloadRequest {
  const req = props.initPageResult.req
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent(path)}`)
  if (!parmi(req.user, ecranPour(path))) redirect('/admin/unauthorized')
  return req
}

type Props = {
  view: AdminViewServerProps
  title: string
  crumbs: Crumb[]
  actions?: ReactNode
  intro?: ReactNode
  children: ReactNode
}

/** A custom screen inside Payload's admin chrome (sidebar, header, breadcrumbs). */
export function AdminScreen({ view, title, crumbs, actions, intro, children }: Props) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      // A fresh object: React 19 refuses the frozen one (as Payload's RootPage notes).
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <StepNav crumbs={crumbs} />
      <Gutter className="mc-screen">
        <header className="mc-screen__header">
          <h1>{title}</h1>
          {actions ? <div className="mc-screen__actions">{actions}</div> : null}
        </header>
        {intro ? <div className="mc-screen__intro">{intro}</div> : null}
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
