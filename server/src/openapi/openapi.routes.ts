import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument, openApiJson } from './openapi.document.js';

/** Swagger UI's files (swagger-ui-dist), served under /api/docs/. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MGNREGA portal API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A file of its own, not inline: the Content-Security-Policy (script-src 'self') stays as it is.
// No validator badge: it would send the document's address to validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs-json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true, validatorUrl: null });\n`;

/**
 * GET /api/docs-json (the OpenAPI document, built once on first call) and /api/docs (Swagger UI
 * reading it). Fastify routes beside Nest's: no session needed, like the page of any public API.
 */
export function serveApiDocs(fastify: FastifyInstance, app: INestApplication): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let json: string | null = null;
  fastify.get('/api/docs-json', (_req, reply) => {
    json ??= openApiJson(buildOpenApiDocument(app));
    return reply.type('application/json; charset=utf-8').send(json);
  });
  fastify.get('/api/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  fastify.get('/api/docs/init.js', (_req, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  for (const [file, type] of Object.entries(ASSETS)) {
    fastify.get(`/api/docs/${file}`, (_req, reply) => reply.type(type).send(fs.createReadStream(path.join(dist, file))));
  }
}
