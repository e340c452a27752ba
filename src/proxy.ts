import { NextResponse } from 'next/server'

/** /451 (original-spec §2) answers with its own status code, which an App Router page cannot set. */
export function proxy() {
  return NextResponse.next({ status: 451 })
}

export const config = { matcher: '/451' }
