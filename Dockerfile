# One image for both the API and the worker (docker-compose.yml picks the command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY admin-ui/package.json admin-ui/
RUN npm ci
COPY tsconfig.json nest-cli.json ./
COPY server server
COPY admin-ui admin-ui
COPY migrations migrations
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
COPY --from=build /app/migrations/data migrations/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "server/dist/server/src/main.js"]
