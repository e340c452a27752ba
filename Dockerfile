# syntax=docker/dockerfile:1
# The shop's image, for compose.yaml (MongoDB, MinIO) and compose.vps.yaml (one machine, SQLite): `next
# build` runs here; the runtime keeps only what `next start`, scripts/start.mjs and the preparation
# (migrations, seed: deploy/preparer.mjs) read (deploy/build-image.mjs), run by a user who owns only what
# the app writes. `npm run docker:test` builds and runs it (scripts/docker-test.mjs).

# 1. Dependencies, exactly those of package-lock.json; patch-package applies patches/ (postinstall).
#    Node 24.21.0: the same Node as package.json's `node` dependency (node_modules/.bin/node).
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY patches ./patches
# Dev dependencies included: `next build` (Tailwind, PostCSS, TypeScript) runs in the next stage.
RUN npm ci --no-audit --no-fund && npm cache clean --force

# 2. The build, against a throw-away database (deploy/build-image.mjs says why), and the traced files.
FROM deps AS build
COPY tsconfig.json next.config.mjs payload.config.ts postcss.config.mjs ./
COPY src ./src
COPY public ./public
COPY scripts ./scripts
COPY deploy ./deploy
# The build goes apart from the code: the runtime copies it with another owner, in one layer.
RUN node deploy/build-image.mjs /out && mv /out/.next /next

# 3. Runtime: the code owned by root; the build (Next's caches, the marks of scripts/lib/build.mjs),
#    tmp/ (scripts/run-ts.mjs bundles) and the data folders owned by `boutique`, the user that runs it.
FROM node:24.21.0-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 \
    MEDIA_DIR=/app/media PRIVATE_MEDIA_DIR=/app/data/telechargements IMAGE_CACHE_DIR=/app/data/cache
RUN groupadd --system boutique && useradd --system --gid boutique --home-dir /app boutique \
    && mkdir -p tmp media data/telechargements data/cache \
    && chown boutique:boutique tmp media data data/telechargements data/cache
COPY --from=build /out /app
COPY --from=build --chown=boutique:boutique /next /app/.next
USER boutique
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# -H 0.0.0.0: reachable from the front's container; the port is not published (compose files).
# --import: the client address and the security headers from the first request on (scripts/lib/preload.mjs).
CMD ["sh", "-c", "exec node --import ./scripts/lib/preload.mjs node_modules/next/dist/bin/next start -p \"$PORT\" -H 0.0.0.0"]
