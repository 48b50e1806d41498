# syntax=docker/dockerfile:1
# One image for Sikka's two processes (README "Run at scale"): the BFF by default, the provider with
#   docker run … sikka node provider/dist/main.mjs
# The processes are compiled (deploy/build.mjs: esbuild, one ES module each, npm packages left as imports), so the
# runtime needs no TypeScript tooling: tsx stays a development dependency and the image holds only what
# `npm ci --omit=dev` installs for the server and provider workspaces, the two bundles and the built client.

ARG NODE_VERSION=20

# ——— build: every dependency (dev included), the client (Vite) and the two server bundles ———
FROM node:${NODE_VERSION}-bookworm AS build
# node-gyp (argon2's install script, when it builds) takes Node's headers from the image, not the network.
ENV npm_config_nodedir=/usr/local
WORKDIR /app
# Manifests first, so the dependency layer is reused until package-lock.json changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY provider/package.json provider/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY shared shared
COPY provider provider
COPY server server
COPY client client
COPY deploy deploy
RUN npm run build && node deploy/build.mjs

# ——— production dependencies of the server and provider workspaces ———
# The full Debian image has python3, make and g++: argon2's native module is compiled here for this exact Node and
# libc (its prebuilt binary crashes on some hosts), then copied into the slim runtime, which has no compiler.
FROM node:${NODE_VERSION}-bookworm AS production-dependencies
ENV npm_config_nodedir=/usr/local \
    npm_config_build_from_source=true
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY provider/package.json provider/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
# npm nests a workspace's dependency under <workspace>/node_modules when its version differs from the hoisted one
# (provider's @noble/hashes): those folders go into the runtime too, beside each bundle. shared/ is compiled into
# both bundles, whose imports resolve from server/ and provider/, so shared/ must not need a nested one.
RUN npm ci --omit=dev --workspace server --workspace provider --no-audit --no-fund \
  && (cd provider && node -e "require('argon2')") \
  && if [ -d shared/node_modules ]; then echo "shared/node_modules exists: bundles cannot see it" >&2; exit 1; fi \
  && mkdir -p server/node_modules provider/node_modules \
  && npm cache clean --force

# ——— runtime: Node and production files only, as the unprivileged `node` user ———
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0 \
    PROVIDER_HOST=0.0.0.0 \
    HEALTHCHECK_URL=http://127.0.0.1:3000/healthz
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/server/node_modules server/node_modules
COPY --from=production-dependencies /app/provider/node_modules provider/node_modules
COPY package.json ./
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/provider/dist provider/dist
COPY --from=build /app/client/dist client/dist
COPY deploy/maintenance.mjs deploy/
# Files stay root-owned and read-only to the process; it writes nothing to disk (logs go to stdout).
USER node
# 3000: the BFF (the web app and /trpc) · 4000: the provider · 9464: the BFF's metrics (never publish it).
EXPOSE 3000 4000 9464
# Liveness of whichever process runs here: GET /healthz (the provider's container sets HEALTHCHECK_URL to its port).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.HEALTHCHECK_URL, { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.mjs"]
