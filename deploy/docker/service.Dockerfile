# One image per service: docker build -f deploy/docker/service.Dockerfile --build-arg WORKSPACE=services/identity .
# Stage 1 builds the esbuild bundle; stage 2 installs only that workspace's production dependencies;
# the runtime stage holds the bundle and those dependencies, and runs as the unprivileged node user.
# /data is the one writable folder a service may keep files in (DATA_DIR; e.g. the catalog's image cache):
# a volume mounted there starts owned by the node user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
ARG WORKSPACE
RUN test -n "$WORKSPACE" && npm run build --workspace "./$WORKSPACE"

FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY . .
ARG WORKSPACE
RUN npm install --omit=dev --no-audit --no-fund --workspace "./$WORKSPACE"

FROM node:20-bookworm-slim AS runtime
ARG WORKSPACE
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/${WORKSPACE}/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "require('http').get('http://127.0.0.1:'+process.env.PORT+'/healthz',r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/index.js"]
