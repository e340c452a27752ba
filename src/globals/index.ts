import type { GlobalConfig } from 'payload'

import { cacherGlobal } from '@/access/cacherSelonRole'

import { globalCentimesEntiers } from '@/hooks/centimesEntiers'
import { globalAvecJournal } from '@/lib/journal'

import { Installation } from './Installation'
import { Reglages } from './Reglages'

// Every amount in cents (champEuros) refuses a value sent as a string (src/hooks/centimesEntiers.ts).
export const globals: GlobalConfig[] = [Reglages, Installation]
  .map(globalCentimesEntiers)
  .map(globalAvecJournal)
  .map(cacherGlobal)
