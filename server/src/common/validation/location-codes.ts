import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { msg, type Msg, rule } from '../messages/index.js';

/** Location code shapes (DOMAIN.md): state 2 digits, district 4, block 7, panchayat 10. */
export const CODE_LENGTH = { state: 2, district: 4, block: 7, panchayat: 10 } as const;
export type CodeLevel = keyof typeof CODE_LENGTH;

export function isCode(level: CodeLevel, value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^[0-9]{${CODE_LENGTH[level]}}$`).test(value);
}

/**
 * Location codes travel as strings, but clients (and the spec's own default, state_code 15)
 * also send them as numbers: a whole number becomes its digits, a string is trimmed.
 */
export const codeText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : typeof value === 'string' ? value.trim() : value;

/** A required location code of the given level, e.g. `@IsLocationCode('district')`. */
export function IsLocationCode(level: CodeLevel): PropertyDecorator {
  const field = `${level}_code`;
  return applyDecorators(
    Transform(codeText),
    IsNotEmpty(rule(msg('LOCATION_CODE_REQUIRED', { field }))),
    IsString(rule(codeFormat(level))),
    Matches(new RegExp(`^[0-9]{${CODE_LENGTH[level]}}$`), rule(codeFormat(level))),
  );
}

/**
 * An optional location code (number or string; '' or null means none). The shape is checked
 * here; whether it exists and nests is the service's business.
 */
export function IsOptionalLocationCode(level: CodeLevel): PropertyDecorator {
  const message = rule(codeFormat(level));
  return applyDecorators(
    Transform((arg) => {
      const value = codeText(arg);
      return value === '' ? null : value;
    }),
    IsOptional(),
    ValidateIf((_, value) => value !== null && value !== undefined),
    IsString(message),
    Matches(new RegExp(`^[0-9]{${CODE_LENGTH[level]}}$`), message),
  );
}

function codeFormat(level: CodeLevel): Msg {
  return msg('LOCATION_CODE_FORMAT', { field: `${level}_code`, digits: CODE_LENGTH[level], level });
}
