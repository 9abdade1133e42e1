import { CallHandler, ExecutionContext, HttpStatus, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';
import { defaultRole, resolveCurrentRole, type AuthedRequest } from '../common/auth/current.decorators.js';
import { ApiError } from '../common/http/api-error.js';
import { idempotencyKeyOf, idempotencyRouteOf } from '../common/idempotency/idempotency.interceptor.js';
import { IdempotencyService } from '../common/idempotency/idempotency.service.js';
import { readStreamedMultipart } from '../common/http/streamed-multipart.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LevelContextService, noticeOf } from '../schedules/level-context.service.js';
import { ChecklistService } from './checklist.service.js';
import { WorksVerificationService } from './works-verification.service.js';

/** The text fields of a work file (spec 2 §7 submitFullVerification); `user`, `level`, `cycle`, `workName` are the spec client's and unused. */
export const WORK_FILE_FIELDS = new Set([
  'workCode',
  'workName',
  'user',
  'currentRole',
  'checkList',
  'material',
  'siteAnswers',
  'level',
  'cycle',
  'devicePositions',
  'reviewedRecordId',
]);
/** Form fields of a work file: JSON texts, small; files are counted and sized apart. */
const MAX_FIELD_BYTES = 256 * 1024;
/** All text fields together, with the multipart framing of every part. */
const FIELDS_BUDGET = 2 * 1024 * 1024;

/**
 * Reads a work file's multipart body, refusing before the files are read (issue 24, rule 7):
 * an officer whose roles open no verification level today is refused before any byte; the body
 * may be at most (checklist items that take an image + 1) x UPLOAD_MAX_BYTES plus its fields;
 * unknown fields and more files than the form takes are refused as their part begins; and the
 * level, the work, the one-person-one-level rule, the reviewed record of the level below and the
 * hourly submission limit (issue 41) are checked from the fields, which the client sends first,
 * before the first file's content is read. A refusal closes the connection, so the rest of the
 * upload is not read at all.
 */
@Injectable()
export class VerificationUploadInterceptor implements NestInterceptor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly checklist: ChecklistService,
    private readonly levels: LevelContextService,
    private readonly verification: WorksVerificationService,
    private readonly idempotency: IdempotencyService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthedRequest & { files?: unknown }>();
    const reply = http.getResponse<FastifyReply>();
    try {
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'MULTIPART_ONLY');
      }
      const principal = req.principal;
      if (!principal) throw ApiError.unauthenticated();
      // Before any byte, whatever the key: some role of the caller must open a verification level
      // today. A true repeat (this officer's key, already answered on this route) is the one
      // exception, answered from its key even if the work or the window has moved on since
      // (IdempotencyInterceptor): it still needs a role mapped to a level at all (the check that
      // does not depend on the day). A key known elsewhere, or unknown, changes nothing here.
      const key = idempotencyKeyOf(req.headers);
      const repeat = key !== null && (await this.idempotency.known(principal.user.id, key, idempotencyRouteOf(req)));
      const contexts = await Promise.all(principal.roles.map((role) => this.levels.resolve(role)));
      const allowed = repeat ? contexts.some((c) => c.state !== 'no-mapping') : contexts.some((c) => c.state === 'open');
      if (!allowed) throw ApiError.forbidden(noticeOf(await this.levels.resolve(defaultRole(principal, req.session?.selectedRole))));
      const imageItems = new Set((await this.checklist.active()).filter((i) => i.imgages === 'Y').map((i) => `image_${i.id}`));
      const { maxBytes, maxFiles } = this.config.files;
      const { fields, files } = await readStreamedMultipart(req.raw, {
        fields: WORK_FILE_FIELDS,
        isFileField: (name) => name === 'sitePhoto' || imageItems.has(name),
        fieldsBeforeFiles: ['workCode', 'currentRole', 'reviewedRecordId'],
        maxFiles: Math.min(maxFiles, imageItems.size + 1),
        maxFileBytes: maxBytes,
        maxFieldBytes: MAX_FIELD_BYTES,
        maxBodyBytes: (imageItems.size + 1) * maxBytes + FIELDS_BUDGET,
        door: async (sent) => {
          if (repeat) return;
          const claimed = sent.currentRole;
          const role = claimed ? resolveCurrentRole(principal, claimed) : defaultRole(principal, req.session?.selectedRole);
          await this.verification.assertMayFile(role, principal.user.id, sent.workCode, sent.reviewedRecordId);
        },
      });
      req.body = fields;
      req.files = files;
    } catch (err) {
      // The client may still be sending: answer now and close, rather than read the rest.
      void reply.header('Connection', 'close');
      throw err;
    }
    return next.handle();
  }
}
