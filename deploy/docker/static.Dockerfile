# One image per microfrontend: docker build -f deploy/docker/static.Dockerfile --build-arg WORKSPACE=mf-games .
# The webpack build's dist/ is served by an unprivileged nginx on port 8080 under /mf/<folder>/, the path
# the federation manifest names (and the one the gateway uses for builds it serves itself), so an Ingress
# or a published port reaches it without rewriting paths.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
ARG WORKSPACE
RUN case "$WORKSPACE" in mf-*) ;; *) echo "WORKSPACE must be an mf-* folder" >&2; exit 1 ;; esac \
  && npm run build --workspace "./$WORKSPACE" \
  && mkdir -p /out/mf && cp -r "$WORKSPACE/dist" "/out/mf/$WORKSPACE"

FROM nginxinc/nginx-unprivileged:1.27-alpine AS runtime
COPY deploy/docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
