# The shop's image, for compose.vps.yaml (one machine, SQLite) and compose.yaml (MongoDB, MinIO). It holds
# the production build of the checkout it is made from, not a build of its own: `npm run docker:build`
# runs deploy/build-image.mjs (`next build` when the sources changed, then only the files `next start`,
# scripts/start.mjs and the preparation read, as `output: 'standalone'` would) and builds this file with
# tmp/image as its only input. `npm run docker:test` builds and runs this very image
# (docs/decisions/0121-image-depuis-le-build.md).
#
# Debian, and as Node the binary of package.json's `node` dependency (node_modules/.bin/node), which made
# the build, without its symbol tables (deploy/node-binary.mjs): the official node image would add npm,
# which nothing here runs, and 18 MB of symbols. The build host is Linux x86-64 like the image (its native
# modules are copied as installed).
FROM debian:bookworm-slim
COPY tmp/image/node /usr/local/bin/node
WORKDIR /app
# MALLOC_ARENA_MAX and --max-old-space-size below: the server's memory, as scripts/lib/next-start.mjs sets it.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 MALLOC_ARENA_MAX=2 \
    MEDIA_DIR=/app/media PRIVATE_MEDIA_DIR=/app/data/telechargements IMAGE_CACHE_DIR=/app/data/cache
# The code is root's; what the app and `prepare` write is `boutique`'s: tmp/ (scripts/run-ts.mjs bundles),
# the build (Next's caches, the marks of scripts/lib/build.mjs) and the data folders (volumes take the
# owner of the folder they mount on).
RUN groupadd --system boutique && useradd --system --gid boutique --home-dir /app boutique \
    && mkdir -p tmp media data/telechargements data/cache \
    && chown boutique:boutique tmp media data data/telechargements data/cache
COPY tmp/image/app /app
COPY --chown=boutique:boutique tmp/image/next /app/.next
USER boutique
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# -H 0.0.0.0: reachable from the front's container; the port is not published (compose files).
# --import: the client address and the security headers from the first request on (scripts/lib/preload.mjs).
CMD ["sh", "-c", "exec node --max-old-space-size=512 --import ./scripts/lib/preload.mjs node_modules/next/dist/bin/next start -p \"$PORT\" -H 0.0.0.0"]
