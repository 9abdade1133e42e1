import type { MessageCode, MessageParams } from './catalog.js';

/**
 * A message by code, with no runtime import: rules files the UI shares (registration, schedules)
 * name their failures with it without bringing the whole catalog into the UI's bundle.
 */
export interface Msg {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}

/** A code alone or a code with its values. */
export type MessageRef = MessageCode | Msg;

/** A message by code with the values its text needs. */
export function msg(code: MessageCode, params?: MessageParams): Msg {
  return params ? { code, params } : { code };
}
