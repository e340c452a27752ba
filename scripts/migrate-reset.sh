#!/usr/bin/env bash
# Until the first production release the schema lives in ONE initial migration: regenerate it after a
# collection change (no deployed database needs a step-by-step history yet). Also refreshes the types.
# Payload's CLI loads the config, and with it Lexical: it runs with an export condition, as every script
# of the project does (scripts/run-ts.mjs says why), and each step's output is checked.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--conditions=development ${NODE_OPTIONS:-}"
rm -f src/migrations/2*_initial.ts src/migrations/2*_initial.json
echo 'export const migrations = []' > src/migrations/index.ts
tmp=$(mktemp -d)
DATABASE_URI="file:$tmp/schema.db" npx payload migrate:create initial
rm -rf "$tmp"
if ! ls src/migrations/2*_initial.ts > /dev/null 2>&1 || ! grep -q initial src/migrations/index.ts; then
  echo "La migration initiale n’a pas été créée." >&2
  exit 1
fi
npx payload generate:types
npx payload generate:importmap
