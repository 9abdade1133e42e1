import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from '../pipes/parse-id.pipe.js';

/** Digits-only strings become numbers; anything else is left for the validators to refuse. */
const idNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;

/** A required id (1 .. 2^31-1), sent as a number or as digits. */
export function IsId(message: string): PropertyDecorator {
  return applyDecorators(Transform(idNumber), IsInt({ message }), Min(1, { message }), Max(MAX_ID, { message }));
}

/** A list of ids, each 1 .. 2^31-1. */
export function IsIdList(message: string, maxSize = 100): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => idNumber({ value: v })) : value)),
    IsArray({ message }),
    ArrayMaxSize(maxSize, { message: `At most ${maxSize} items may be sent at once.` }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
    Max(MAX_ID, { each: true, message }),
  );
}
