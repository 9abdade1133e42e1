import { HttpStatus } from '@nestjs/common';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from './api-error.js';
import { msg, type MessageRef } from '../messages/index.js';

export interface StreamedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** A file written to a temporary file as it arrived (`saveTo`); the caller removes it. */
export interface SavedFile {
  fieldname: string;
  originalname: string;
  path: string;
  size: number;
}

export interface StreamedMultipart<F = StreamedFile> {
  fields: Record<string, string>;
  files: F[];
}

export interface StreamedMultipartOptions {
  /** Text fields the route knows; any other is refused at once (or left aside with `otherFields: 'ignore'`). */
  fields: ReadonlySet<string>;
  /** Text fields the route does not know: refused at once (the default) or read and left aside, within `maxFields`. */
  otherFields?: 'refuse' | 'ignore';
  /** Text fields taken at most, known or not (default: as many as `fields` names). */
  maxFields?: number;
  /** File fields the route knows; any other is refused at once. */
  isFileField: (name: string) => boolean;
  /** Text fields that must come before the first file (the door reads them). */
  fieldsBeforeFiles: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxFieldBytes: number;
  /** The whole body, fields and files and multipart framing. */
  maxBodyBytes: number;
  /** What a body over maxBodyBytes (declared or counted) is answered, and a file over maxFileBytes (default UPLOAD_TOO_LARGE, UPLOAD_FILE_TOO_LARGE). */
  tooLarge?: MessageRef;
  /** A directory: each file is written to a new temporary file there as it arrives, instead of memory. */
  saveTo?: string;
  /**
   * Runs once, with the fields read so far, before the first byte of the first file is taken
   * (or after the last field when no file comes); throwing refuses the request there.
   */
  door: (fields: Record<string, string>) => Promise<void>;
}

/** Text fields of a one-file form beside its file: each at most this long, at most this many. */
const FORM_FIELD_BYTES = 16 * 1024;
const FORM_FIELDS = 10;
/** What a one-file form's body may carry beyond its file: its text fields and the multipart framing. */
export const FORM_BUDGET_BYTES = FORM_FIELDS * FORM_FIELD_BYTES + 64 * 1024;
const CURRENT_ROLE = new Set(['currentRole']);

/**
 * The form of an import: one file in the field `file` of at most `maxFileBytes`, the body at
 * most that and FORM_BUDGET_BYTES; `currentRole` may come before the file (never after it); other
 * text fields (at most 10 of 16 KiB) are read and left aside, as browsers and tools add some.
 */
export function oneFileForm(maxFileBytes: number): Omit<StreamedMultipartOptions, 'door'> {
  return {
    fields: CURRENT_ROLE,
    otherFields: 'ignore',
    maxFields: FORM_FIELDS,
    isFileField: (name) => name === 'file',
    fieldsBeforeFiles: ['currentRole'],
    maxFiles: 1,
    maxFileBytes,
    maxFieldBytes: FORM_FIELD_BYTES,
    maxBodyBytes: maxFileBytes + FORM_BUDGET_BYTES,
  };
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);

/**
 * What a refused upload's connection still takes after its answer, read and thrown away, before
 * it is closed: a client still writing into a closed connection gets a reset, which can lose the
 * answer before the client has read it (nginx's "lingering close" for the same reason). Bounded
 * by bytes and time, and ended as soon as the client stops sending.
 */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 500;

/**
 * Answers a refused upload and closes its connection instead of reading the rest of the body:
 * `Connection: close`, then (once the answer is written) a lingering close: the server's side is
 * shut, at most LINGER_BYTES more or LINGER_MS are read and dropped so the client sees the answer,
 * then the connection is destroyed.
 */
export function closeAfterAnswer(reply: FastifyReply): void {
  void reply.header('Connection', 'close');
  const socket = reply.raw.socket;
  if (!socket) return;
  // Node's HTTP server ends a `Connection: close` answer with socket.destroySoon() (end, then
  // destroy once written); for this socket, end and linger instead.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    let dropped = 0;
    const stop = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(stop, LINGER_MS);
    this.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) stop();
    });
    this.once('end', stop);
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}

/** Whether a request says it carries multipart/form-data. */
export function isMultipart(raw: IncomingMessage): boolean {
  return (raw.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a multipart body as it arrives, refusing as early as the body allows: a declared length
 * over the cap before anything is read, a body sent without a length cut off at the cap; an
 * unknown field, a field too long or more files than the route takes as soon as its part
 * begins; and the caller's right to send files (the door) before any file content is read.
 * Files are held in memory within their limits so the route can check their content before
 * anything is stored, or with `saveTo` written to temporary files there (removed again when the
 * body is refused; the caller removes them once it has answered). Every refusal is an ApiError
 * in the envelope. The one multipart reader of the API (every upload route uses it).
 * @refuses 413 UPLOAD_TOO_LARGE UPLOAD_FILE_TOO_LARGE (or the route's own `tooLarge`, declared where it is given)
 */
export function readStreamedMultipart(
  raw: IncomingMessage,
  o: StreamedMultipartOptions & { saveTo: string },
): Promise<StreamedMultipart<SavedFile>>;
/** @refuses 413 UPLOAD_TOO_LARGE UPLOAD_FILE_TOO_LARGE (or the route's own `tooLarge`) */
export function readStreamedMultipart(raw: IncomingMessage, o: StreamedMultipartOptions): Promise<StreamedMultipart>;
export function readStreamedMultipart(
  raw: IncomingMessage,
  o: StreamedMultipartOptions,
): Promise<StreamedMultipart<StreamedFile | SavedFile>> {
  const declared = Number(raw.headers['content-length']);
  const tooLarge = () => new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, o.tooLarge ?? msg('UPLOAD_TOO_LARGE', { mb: mb(o.maxBodyBytes) }));
  const fileTooLarge = () =>
    new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, o.tooLarge ?? msg('UPLOAD_FILE_TOO_LARGE', { mb: mb(o.maxFileBytes) }));
  if (Number.isFinite(declared) && declared > o.maxBodyBytes) return Promise.reject(tooLarge());
  const maxFields = o.maxFields ?? o.fields.size;

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: (StreamedFile | SavedFile)[] = [];
    /** Files going to temporary files (saveTo): their streams, their writes and the files. */
    const reading: Readable[] = [];
    const saves: Promise<void>[] = [];
    const temps: string[] = [];
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
          fields: maxFields,
          fieldSize: o.maxFieldBytes,
          parts: o.maxFiles + maxFields,
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
      const refusal = err instanceof ApiError ? err : ApiError.badRequest('UPLOAD_UNREADABLE');
      if (temps.length === 0) return reject(refusal);
      // Temporary files, written or being written, are cut off and removed before the refusal is answered.
      for (const stream of reading) stream.destroy();
      void Promise.allSettled(saves)
        .then(() => Promise.allSettled(temps.map((t) => fs.promises.rm(t, { force: true }))))
        .then(() => reject(refusal));
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
      if (!o.fields.has(name)) {
        if (o.otherFields === 'ignore') return;
        return fail(ApiError.badRequest(msg('UPLOAD_UNEXPECTED_FIELD', { name: name.slice(0, 40) })));
      }
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
        stream.on('limit', () => fail(fileTooLarge()));
        const done = (file: StreamedFile | SavedFile) => {
          if (settled) return;
          files.push(file);
          pending--;
          finishIfDone();
        };
        if (o.saveTo !== undefined) {
          const temp = path.join(o.saveTo, `upload-${randomUUID()}`);
          reading.push(stream);
          temps.push(temp);
          // Written as it arrives, at the pace the disk takes it (the pipe holds the body back);
          // removed again if anything fails, the body's refusal included (fail() cuts it off).
          const save = (async () => {
            const handle = await fs.promises.open(temp, 'wx', 0o600);
            try {
              if (settled) throw new Error('refused while the file was opened');
              const out = handle.createWriteStream();
              await pipeline(stream, out);
              return out.bytesWritten;
            } catch (err) {
              await handle.close().catch(() => undefined);
              await fs.promises.rm(temp, { force: true });
              throw err;
            }
          })();
          saves.push(
            save.then(
              () => undefined,
              () => undefined,
            ),
          );
          save.then((written) => done({ fieldname: name, originalname: info.filename ?? '', path: temp, size: written }), fail);
          return;
        }
        let size = 0;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
        });
        stream.on('error', fail);
        stream.on('end', () => done({ fieldname: name, originalname: info.filename ?? '', buffer: Buffer.concat(chunks, size), size }));
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
