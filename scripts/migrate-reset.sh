#!/usr/bin/env bash
# Until the first production release the schema lives in ONE initial migration: regenerate it after a
# collection change (no deployed database needs a step-by-step history yet). Also refreshes the types.
# Hand-written migrations (what drizzle-kit cannot describe, such as the search index's FTS5 table) are
# kept, and listed after the new initial migration whatever their date.
# The migration, the types and the import map come from one load of the config (scripts/migrate-reset.ts,
# run as every script of the project is: scripts/run-ts.mjs), and each step's output is checked.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f src/migrations/2*_initial.ts src/migrations/2*_initial.json
echo 'export const migrations = []' > src/migrations/index.ts
tmp=$(mktemp -d)
DATABASE_URI="file:$tmp/schema.db" node scripts/run-ts.mjs scripts/migrate-reset.ts
rm -rf "$tmp"
if ! ls src/migrations/2*_initial.ts > /dev/null 2>&1 || ! grep -q initial src/migrations/index.ts; then
  echo "La migration initiale n’a pas été créée." >&2
  exit 1
fi
node --input-type=module <<'JS'
import fs from 'node:fs'
const noms = fs
  .readdirSync('src/migrations')
  .filter((f) => /^\d.*\.ts$/.test(f))
  .map((f) => f.slice(0, -3))
  .sort()
const ordre = [...noms.filter((n) => n.endsWith('_initial')), ...noms.filter((n) => !n.endsWith('_initial'))]
const imports = ordre.map((n) => `import * as migration_${n} from './${n}';`).join('\n')
const entrees = ordre
  .map((n) => `  {\n    up: migration_${n}.up,\n    down: migration_${n}.down,\n    name: '${n}'\n  },`)
  .join('\n')
fs.writeFileSync('src/migrations/index.ts', `${imports}\n\nexport const migrations = [\n${entrees}\n];\n`)
JS
