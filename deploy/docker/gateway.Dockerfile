# The gateway image: the esbuild bundle of gateway/ plus the built shell, which the gateway serves at / with
# its security headers (CSP included) and the index.html fallback for client routes. Microfrontends are not
# in it: they run in their own static containers, named by the federation manifest (FEDERATION_MANIFEST).
#   docker build -f deploy/docker/gateway.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
RUN npm run build --workspace ./gateway && npm run build --workspace ./shell

FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY . .
RUN npm install --omit=dev --no-audit --no-fund --workspace ./gateway

FROM node:20-bookworm-slim AS runtime
# MF_DIST_ROOT names an empty folder: the gateway serves no microfrontend build of its own.
ENV NODE_ENV=production PORT=8080 SHELL_DIST=/app/shell MF_DIST_ROOT=/app/microfrontends
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/gateway/dist ./dist
COPY --from=build /app/shell/dist ./shell
RUN mkdir -p /app/microfrontends
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "require('http').get('http://127.0.0.1:'+process.env.PORT+'/federation-manifest.json',r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/index.js"]
