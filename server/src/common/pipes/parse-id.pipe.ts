import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ApiError } from '../http/api-error.js';
import { type Msg, msg } from '../messages/index.js';

/** Ids are PostgreSQL `integer` serials: 1 .. 2^31-1. */
export const MAX_ID = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

export function idMessage(field: string): Msg {
  return msg('ID_INVALID', { field, max: MAX_ID });
}

/** Parses an id strictly: digits only (no spaces, signs, exponents), within the integer range. */
export function parseId(value: unknown, field = 'id'): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ID_TEXT.test(text) || Number(text) > MAX_ID) {
    throw ApiError.badField(field, idMessage(field));
  }
  return Number(text);
}

/** `@Param('id', ParseIdPipe)`: unlike ParseIntPipe, ' 1' or '1e3' or 2^31 is a 400, never a lookup. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    return parseId(value, metadata.data ?? 'id');
  }
}
