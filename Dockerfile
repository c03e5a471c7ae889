# The production image: one Node.js process serving the API and the built web app on port 5000.
# Configuration comes from the environment (README "Configuration", docs/operations.md); production sets
# at least SESSION_SECRET, DATABASE_URL and S3_* and runs behind a TLS proxy with TRUST_PROXY set to the
# proxy's addresses (or the number of proxies in front).
#
#   docker build -t keystone-transport .
#   docker run -p 127.0.0.1:5000:5000 --stop-timeout 15 --env-file production.env keystone-transport

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: web app (Vite, with its brotli/gzip copies and the training-manual PDF) and server bundle ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# `npm install`, not `npm ci`: lockfiles written on the developers' machines leave out other platforms'
# optional packages (DESIGN.md), so npm must resolve them here, for this image's platform.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The PDF is written by our own code with the PDF standard fonts: no fonts, no browser, no system package.
RUN npm run build

# ---- runtime: production dependencies and dist/ only ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
# Installed inside the image so that native packages match it: @node-rs/argon2 brings its prebuilt
# binary for this platform (argon2-linux-x64-gnu on amd64 bookworm).
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund \
 && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR holds the embedded database (DATA_DIR/pglite) and local-disk documents (DATA_DIR/objects) when
# DATABASE_URL and S3_BUCKET are not set. Production uses PostgreSQL and S3 and keeps nothing here.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Liveness, not readiness: /healthz answers while the process lives. (/readyz also asks the database; a database
# outage would get every container replaced, which helps nothing. Load balancers use /readyz.) No curl in the
# slim image: Node's fetch.
HEALTHCHECK --interval=30s --timeout=6s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz', { signal: AbortSignal.timeout(5000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# On SIGTERM the server drains for 2 s (readiness 503), stops accepting connections, finishes the requests in
# flight, closes the database pool and exits 0, or exits 1 after 10 s: give the orchestrator a grace period
# longer than that (docker stop: --stop-timeout 15).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
