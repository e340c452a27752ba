'use client'

import { useStepNav } from '@payloadcms/ui'
import { useEffect } from 'react'

export type Crumb = { label: string; url?: string }

/** Breadcrumbs in Payload's header for our custom screens. */
export function StepNav({ crumbs }: { crumbs: Crumb[] }) {
  const { setStepNav } = useStepNav()
  const key = JSON.stringify(crumbs)
  useEffect(() => {
    setStepNav(JSON.parse(key) as Crumb[])
  }, [key, setStepNav])
  return null
}
