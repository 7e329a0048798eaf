# One image per frontend (the shell or a microfrontend): docker build --build-arg WORKSPACE=mf-games
# The webpack build's dist/ is served by an unprivileged nginx on port 8080.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
ARG WORKSPACE
RUN test -n "$WORKSPACE" && npm run build --workspace "./$WORKSPACE"

FROM nginxinc/nginx-unprivileged:1.27-alpine AS runtime
ARG WORKSPACE
COPY deploy/docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${WORKSPACE}/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
