import { HttpStatus } from '@nestjs/common';
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { ApiError } from './api-error.js';
import { msg } from '../messages/index.js';

export interface StreamedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
  size: number;
}

export interface StreamedMultipart {
  fields: Record<string, string>;
  files: StreamedFile[];
}

export interface StreamedMultipartOptions {
  /** Text fields the route knows; any other is refused at once. */
  fields: ReadonlySet<string>;
  /** File fields the route knows; any other is refused at once. */
  isFileField: (name: string) => boolean;
  /** Text fields that must come before the first file (the door reads them). */
  fieldsBeforeFiles: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxFieldBytes: number;
  /** The whole body, fields and files and multipart framing. */
  maxBodyBytes: number;
  /**
   * Runs once, with the fields read so far, before the first byte of the first file is taken
   * (or after the last field when no file comes); throwing refuses the request there.
   */
  door: (fields: Record<string, string>) => Promise<void>;
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);

/**
 * Reads a multipart body as it arrives, refusing as early as the body allows: a declared length
 * over the cap before anything is read; an unknown field, a field too long or more files than
 * the route takes as soon as its part begins; and the caller's right to send files (the door)
 * before any file content is read. Files are held in memory within their limits so the route can
 * check their content before anything is stored. Every refusal is an ApiError in the envelope.
 */
export function readStreamedMultipart(raw: IncomingMessage, o: StreamedMultipartOptions): Promise<StreamedMultipart> {
  const declared = Number(raw.headers['content-length']);
  const tooLarge = () => new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, msg('UPLOAD_TOO_LARGE', { mb: mb(o.maxBodyBytes) }));
  if (Number.isFinite(declared) && declared > o.maxBodyBytes) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: StreamedFile[] = [];
    let doorOpened: Promise<void> | null = null;
    let filesSeen = 0;
    let pending = 0;
    let parsed = false;
    let settled = false;
    let received = 0;

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: raw.headers,
        limits: {
          fileSize: o.maxFileBytes,
          files: o.maxFiles,
          fields: o.fields.size,
          fieldSize: o.maxFieldBytes,
          parts: o.maxFiles + o.fields.size,
        },
      });
    } catch {
      reject(ApiError.badRequest('UPLOAD_UNREADABLE'));
      return;
    }

    const counter = (chunk: Buffer) => {
      received += chunk.length;
      if (received > o.maxBodyBytes) fail(tooLarge());
    };
    const stop = () => {
      settled = true;
      raw.off('data', counter);
      raw.unpipe(bb);
      raw.pause();
      bb.removeAllListeners();
      bb.on('error', () => undefined);
    };
    const fail = (err: unknown) => {
      if (settled) return;
      stop();
      reject(err instanceof ApiError ? err : ApiError.badRequest('UPLOAD_UNREADABLE'));
    };
    const finishIfDone = () => {
      if (settled || !parsed || pending > 0) return;
      (doorOpened ??= o.door(fields)).then(() => {
        if (settled) return;
        stop();
        resolve({ fields, files });
      }, fail);
    };

    bb.on('field', (name, value, info) => {
      if (settled) return;
      if (!o.fields.has(name)) return fail(ApiError.badRequest(msg('UPLOAD_UNEXPECTED_FIELD', { name: name.slice(0, 40) })));
      if (info.valueTruncated) return fail(ApiError.badRequest('UPLOAD_FIELD_TOO_LONG'));
      if (name in fields) return fail(ApiError.badRequest(msg('UPLOAD_FIELD_TWICE', { name })));
      if (filesSeen > 0 && o.fieldsBeforeFiles.includes(name)) return fail(ApiError.badRequest('UPLOAD_FIELDS_BEFORE_FILES'));
      fields[name] = value;
    });

    bb.on('file', (name: string, stream: Readable, info: busboy.FileInfo) => {
      if (settled) return void stream.resume();
      if (!o.isFileField(name)) return fail(ApiError.badRequest(msg('UPLOAD_UNEXPECTED_FILE_FIELD', { name: name.slice(0, 40) })));
      filesSeen++;
      pending++;
      // The file's bytes stay unread (busboy holds back the body) until the door has opened.
      (doorOpened ??= o.door(fields)).then(() => {
        if (settled) return void stream.resume();
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
        });
        stream.on('limit', () =>
          fail(new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, msg('UPLOAD_FILE_TOO_LARGE', { mb: mb(o.maxFileBytes) }))),
        );
        stream.on('error', fail);
        stream.on('end', () => {
          if (settled) return;
          files.push({ fieldname: name, originalname: info.filename ?? '', buffer: Buffer.concat(chunks, size), size });
          pending--;
          finishIfDone();
        });
      }, fail);
    });

    bb.on('filesLimit', () => fail(ApiError.badRequest(msg('UPLOAD_TOO_MANY_FILES', { max: o.maxFiles }))));
    bb.on('fieldsLimit', () => fail(ApiError.badRequest('UPLOAD_TOO_MANY_FIELDS')));
    bb.on('partsLimit', () => fail(ApiError.badRequest('UPLOAD_TOO_MANY_PARTS')));
    bb.on('error', fail);
    bb.on('close', () => {
      parsed = true;
      finishIfDone();
    });
    raw.on('data', counter);
    raw.on('error', fail);
    raw.pipe(bb);
  });
}
