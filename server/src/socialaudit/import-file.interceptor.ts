import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { isMultipart, oneFileForm, readStreamedMultipart, type SavedFile } from '../common/http/streamed-multipart.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { msg } from '../common/messages/index.js';

/** The largest issues file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/**
 * The issues file of an import (field `file`), streamed to a temporary file in IMPORT_TMP_DIR
 * within MAX_IMPORT_BYTES (common/http/streamed-multipart.ts: a declared length over the bound is
 * refused before any byte is read, a body without one cut off at the bound). The caller was
 * checked by the route's guard (STATE ADMIN) before this runs, so nobody else's file is read.
 * A refusal closes the connection rather than read the rest (app.factory.ts's onSend hook for
 * every refused upload). The temporary file is removed when
 * the answer is settled, whatever it is (a refused body's partial file before its refusal).
 * @refuses 413 IMPORT_FILE_TOO_LARGE (its `tooLarge`, for the file or the body over the bound)
 */
@Injectable()
export class ImportFileInterceptor implements NestInterceptor {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = config.files.importTmpDir;
    fs.mkdirSync(this.dir, { recursive: true });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest & { file?: SavedFile }>();
    // No multipart body, no file: the handler says which field it wants.
    if (!isMultipart(req.raw)) return next.handle();
    // A refusal is answered at once and its connection closed (app.factory.ts, closeAfterAnswer).
    const { fields, files } = await readStreamedMultipart(req.raw, {
      ...oneFileForm(MAX_IMPORT_BYTES),
      tooLarge: msg('IMPORT_FILE_TOO_LARGE', { mb: MAX_IMPORT_BYTES / (1024 * 1024) }),
      saveTo: this.dir,
      door: () => Promise.resolve(),
    });
    req.body = fields;
    const file = files[0];
    req.file = file;
    if (!file) return next.handle();
    const temp = file.path;
    return from(
      (async () => {
        try {
          const answer: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
          return answer;
        } finally {
          await fs.promises.rm(temp, { force: true });
        }
      })(),
    );
  }
}
