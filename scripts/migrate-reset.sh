#!/usr/bin/env bash
# Until the first production release the schema lives in ONE initial migration: regenerate it after a
# collection change (no deployed database needs a step-by-step history yet). Also refreshes the types.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f src/migrations/2*_initial.ts src/migrations/2*_initial.json
echo 'export const migrations = []' > src/migrations/index.ts
tmp=$(mktemp -d)
DATABASE_URI="file:$tmp/schema.db" npx payload migrate:create initial
rm -rf "$tmp"
npx payload generate:types
npx payload generate:importmap
