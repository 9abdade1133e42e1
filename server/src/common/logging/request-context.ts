import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a log line is written for: what each line made while handling it carries as `req`. */
export interface RequestBinding {
  id: string;
  method: string;
  url: string;
}

/** The request being handled (app.factory.ts enters it before the handler; AppLogger reads it). */
export const requestLogger = new AsyncLocalStorage<RequestBinding>();
