# syntax=docker/dockerfile:1
# The image of compose.yaml's `prepare`, `app1` and `app2` services. The build itself runs in `prepare`,
# against the real database (deploy/preparer.mjs says why), into a volume the two instances share — the
# same steps, in the same order, as `npm run cluster` (scripts/cluster.mjs).

# 1. Dependencies, exactly those of package-lock.json; patch-package applies patches/ (postinstall).
#    Node 24.21.0: the same Node as package.json's `node` dependency (node_modules/.bin/node).
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY patches ./patches
# Dev dependencies included: `next build` (Tailwind, PostCSS, TypeScript) runs in the container.
RUN npm ci --no-audit --no-fund && npm cache clean --force

# 2. The sources `next build` and `next start` read (scripts/lib/build.mjs SOURCES) and the scripts that
#    prepare the database; `next build` itself runs in `prepare` and type-checks them there.
FROM deps AS build
COPY tsconfig.json next.config.mjs payload.config.ts postcss.config.mjs ./
COPY src ./src
COPY public ./public
COPY scripts ./scripts
COPY deploy ./deploy

# 3. Runtime: the slim image, the code owned by root, run by a user who can write only its own folders.
FROM node:24.21.0-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 \
    MEDIA_DIR=/app/media PRIVATE_MEDIA_DIR=/app/data/telechargements IMAGE_CACHE_DIR=/app/data/cache
RUN groupadd --system boutique && useradd --system --gid boutique --home-dir /app boutique
COPY --from=build /app /app
# The folders volumes are mounted on: a fresh named volume takes the owner of the image's folder.
# next build writes next-env.d.ts (not in git); the rest of the code stays root's.
RUN mkdir -p .next media data/telechargements data/cache && touch next-env.d.ts \
    && chown -R boutique:boutique .next media data next-env.d.ts tsconfig.json
USER boutique
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# -H 0.0.0.0: reachable from the front's container; the port is not published (compose.yaml).
# --import: the client address and the security headers from the first request on (scripts/lib/preload.mjs).
CMD ["sh", "-c", "exec node --import ./scripts/lib/preload.mjs node_modules/next/dist/bin/next start -p \"$PORT\" -H 0.0.0.0"]
