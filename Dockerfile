# The portal as an image (docs/operations.md): built in one stage, run from a production-only
# install as the unprivileged user `node`. The project's Node 22 comes from the `node` package in
# node_modules, as everywhere else; the base image's Node only runs npm.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY packages/sdk/package.json packages/sdk/
COPY server/package.json server/
COPY portal/package.json portal/
COPY apps apps
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO_DATA=off
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/rules/package.json packages/rules/
COPY --from=build /app/packages/sdk/package.json packages/sdk/
COPY --from=build /app/server/package.json server/
COPY --from=build /app/portal/package.json portal/
COPY --from=build /app/apps apps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/scripts scripts
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/metadata server/metadata
COPY --from=build /app/portal/dist portal/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node_modules/.bin/node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["npm", "start", "--", "--no-build"]
