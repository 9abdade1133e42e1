import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

/** The OpenAPI document as JSON text, built from the running app's routes. */
async function documentJson(app: INestApplication): Promise<string> {
  // Loaded on the first call, not at start-up: @nestjs/swagger brings about 530 of the 1,600 modules
  // the server would otherwise load (its es-toolkit alone 428), which every start, every test file
  // and every worker paid for a page few open (docs/benchmarks.md, "Start-up").
  const { buildOpenApiDocument, openApiJson } = await import('./openapi.document.js');
  return openApiJson(buildOpenApiDocument(app));
}

/**
 * GET /api/docs-json (the OpenAPI document, built once on first call) and /api/docs (Swagger UI
 * reading it). Fastify routes beside Nest's: no session needed, like the page of any public API.
 */
export function serveApiDocs(fastify: FastifyInstance, app: INestApplication): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let json: Promise<string> | null = null;
  fastify.get('/api/docs-json', async (_req, reply) => {
    // A failed build is not kept: the next call tries again.
    json ??= documentJson(app).catch((error: unknown) => {
      json = null;
      throw error;
    });
    return reply.type('application/json; charset=utf-8').send(await json);
  });
  fastify.get('/api/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  fastify.get('/api/docs/init.js', (_req, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  for (const [file, type] of Object.entries(ASSETS)) {
    fastify.get(`/api/docs/${file}`, (_req, reply) => reply.type(type).send(fs.createReadStream(path.join(dist, file))));
  }
}
