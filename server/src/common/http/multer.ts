import type { HttpArgumentsHost } from '@nestjs/common/interfaces/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A multer handler (typed by multer for Express; it reads only what Node's request has). */
type MulterHandler = (req: never, res: never, callback: (err?: unknown) => void) => void;
type NodeHandler = (req: IncomingMessage, res: ServerResponse, callback: (err?: Error) => void) => void;

/**
 * Reads a multipart body with a multer handler (its limits, its storage) from Node's request
 * under Fastify (app.factory.ts leaves multipart bodies unread), and puts the fields and files
 * where Nest's @Body(), @UploadedFile() and @UploadedFiles() read them.
 */
export function readMultipart(handler: MulterHandler, http: HttpArgumentsHost): Promise<void> {
  const req = http.getRequest<FastifyRequest & { file?: unknown; files?: unknown }>();
  const reply = http.getResponse<FastifyReply>();
  const raw = req.raw as IncomingMessage & { body?: unknown; file?: unknown; files?: unknown };
  return new Promise((resolve, reject) =>
    (handler as unknown as NodeHandler)(raw, reply.raw, (err) => {
      // multer fails with its MulterError (an Error with a code) or a stream error.
      if (err) return reject(err);
      req.body = raw.body;
      req.file = raw.file;
      req.files = raw.files;
      resolve();
    }),
  );
}
