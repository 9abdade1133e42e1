import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import os from 'node:os';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/http/api-error.js';
import { readMultipart } from '../common/http/multer.js';

/** The largest issues file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** The issues file of an import (field `file`), to a temporary file within MAX_IMPORT_BYTES. */
@Injectable()
export class ImportFileInterceptor implements NestInterceptor {
  private readonly upload = multer({ dest: os.tmpdir(), limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await readMultipart(this.upload, context.switchToHttp()).catch((err: unknown) => {
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') {
        throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, `The file is larger than ${Math.round(MAX_IMPORT_BYTES / (1024 * 1024))} MB.`);
      }
      throw ApiError.badRequest('The upload could not be read. Please try again.');
    });
    return next.handle();
  }
}
