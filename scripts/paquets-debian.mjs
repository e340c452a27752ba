// `.ci/run` installs the Debian packages of every suite before `npm ci` (the list: scripts/lib/paquets-debian.mjs).
import { assurerPaquets } from './lib/paquets-debian.mjs'

process.exit(assurerPaquets() ? 0 : 1)
