# Admit's API (which also serves the built web app) on the official Node 24 LTS
# image, against PostgreSQL and real Firebase. Settings: docs/deployment.md.
#
#   docker build -t admit .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e FIREBASE_PROJECT_ID=… -e FIREBASE_API_KEY=… admit

# The manifests alone, so dependency layers are reused while only source changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Everything, to build the web app. No install scripts: the image has its own Node 24 (the `node` package's script
# would fetch another), nothing else needs one, and this way it does not depend on the image's npm knowing
# package.json's allowScripts.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the API runs on: its dependencies and the shared rules'. The image's Node 24 runs
# the TypeScript as it is (type stripping), so there is no compile step and no dev tooling.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace=@admit/api --workspace=@admit/shared --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SEED_ON_FIRST_RUN=false
WORKDIR /app
# Manifests and installed modules (nested ones included, wherever npm put them), then the code.
COPY --from=runtime-deps /app ./
COPY packages/shared/src packages/shared/src
COPY apps/api/src apps/api/src
COPY apps/api/migrations apps/api/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# Files belong to root; the server runs as the image's unprivileged user and cannot change its own code.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the main process (not npm), so it receives SIGTERM and closes cleanly.
CMD ["node", "--import", "./apps/api/src/runtime/require-supported-node.js", "apps/api/src/main.ts"]
