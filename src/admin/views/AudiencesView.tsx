import type { AdminViewServerProps } from 'payload'

import { TaxonomieDetail, TaxonomieListe } from './taxonomie'

/** /admin/audiences */
export const AudiencesView = (props: AdminViewServerProps) => (
  <TaxonomieListe view={props} collection="audiences" />
)

/** /admin/audiences/{slug} */
export const AudienceView = (props: AdminViewServerProps) => (
  <TaxonomieDetail view={props} collection="audiences" slug={String(props.params?.segments?.[1] ?? '')} />
)
