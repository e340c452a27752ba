import type { GlobalConfig } from 'payload'

import { Installation } from './Installation'
import { Reglages } from './Reglages'

export const globals: GlobalConfig[] = [Reglages, Installation]
