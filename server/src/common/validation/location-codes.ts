import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, Matches } from 'class-validator';

/** Location code shapes (DOMAIN.md): state 2 digits, district 4, block 7, panchayat 10. */
export const CODE_LENGTH = { state: 2, district: 4, block: 7, panchayat: 10 } as const;
export type CodeLevel = keyof typeof CODE_LENGTH;

export function isCode(level: CodeLevel, value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[0-9]{${CODE_LENGTH[level]}}$`).test(value);
}

/** A required location code of the given level, e.g. `@IsLocationCode('district')`. */
export function IsLocationCode(level: CodeLevel): PropertyDecorator {
  const field = `${level}_code`;
  return applyDecorators(
    IsNotEmpty({ message: `${field} is required` }),
    IsString({ message: `${field} must be a ${CODE_LENGTH[level]}-digit ${level} code` }),
    Matches(new RegExp(`^[0-9]{${CODE_LENGTH[level]}}$`), {
      message: `${field} must be a ${CODE_LENGTH[level]}-digit ${level} code`,
    }),
  );
}
