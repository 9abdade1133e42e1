import { CallHandler, ExecutionContext, HttpStatus, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import fs from 'node:fs';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ApiError } from '../common/http/api-error.js';
import { readMultipart } from '../common/http/multer.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { msg } from '../common/messages/index.js';

/** The largest issues file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/**
 * The issues file of an import (field `file`), to a temporary file in IMPORT_TMP_DIR within
 * MAX_IMPORT_BYTES. The temporary file is removed when the answer is settled, whatever it is
 * (multer removes a partial file itself when the upload fails or is cut).
 */
@Injectable()
export class ImportFileInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<ReturnType<typeof multer>['single']>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    fs.mkdirSync(config.files.importTmpDir, { recursive: true });
    this.upload = multer({ dest: config.files.importTmpDir, limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipart(this.upload, http).catch((err: unknown) => {
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') {
        throw new ApiError(
          HttpStatus.PAYLOAD_TOO_LARGE,
          msg('IMPORT_FILE_TOO_LARGE', { mb: Math.round(MAX_IMPORT_BYTES / (1024 * 1024)) }),
        );
      }
      throw ApiError.badRequest('UPLOAD_UNREADABLE');
    });
    const file = http.getRequest<{ file?: { path?: string } }>().file;
    if (!file?.path) return next.handle();
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
