import type { GlobalConfig } from 'payload'

import { Reglages } from './Reglages'

export const globals: GlobalConfig[] = [Reglages]
