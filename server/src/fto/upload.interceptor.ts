import { CallHandler, ExecutionContext, HttpStatus, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import multer from 'multer';
import type { Observable } from 'rxjs';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ApiError } from '../common/http/api-error.js';
import { readMultipart } from '../common/http/multer.js';

/** Form fields of a verification: JSON texts, small; files are counted and sized apart. */
const MAX_FIELD_BYTES = 256 * 1024;

/**
 * Reads a multipart upload into memory within the configured limits (UPLOAD_MAX_BYTES per file,
 * UPLOAD_MAX_FILES per request), so the service can check every file's content before anything
 * is stored. A limit or a malformed body is a 4xx in the envelope.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<ReturnType<typeof multer>['any']>;
  private readonly maxMb: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { maxBytes, maxFiles } = config.files;
    this.maxMb = (maxBytes / (1024 * 1024)).toFixed(maxBytes % (1024 * 1024) === 0 ? 0 : 1);
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxBytes, files: maxFiles, fields: 50, fieldSize: MAX_FIELD_BYTES, parts: maxFiles + 50 },
    }).any();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Send the verification as multipart/form-data.');
    }
    await readMultipart(this.upload, http).catch((err: unknown) => {
      throw this.refusal(err);
    });
    return next.handle();
  }

  private refusal(err: unknown): ApiError {
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, `A file is larger than ${this.maxMb} MB.`);
    if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_PART_COUNT') {
      return ApiError.badRequest(`At most ${this.config.files.maxFiles} files may be sent at once.`);
    }
    if (code === 'LIMIT_FIELD_VALUE') return ApiError.badRequest('A form field is too long.');
    return ApiError.badRequest('The upload could not be read. Please try again.');
  }
}
