import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from '../pipes/parse-id.pipe.js';
import { type MessageRef, msg, rule } from '../messages/index.js';

/** Digits-only strings become numbers; anything else is left for the validators to refuse. */
const idNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;

/** A required id (1 .. 2^31-1), sent as a number or as digits. */
export function IsId(ref: MessageRef): PropertyDecorator {
  return applyDecorators(Transform(idNumber), IsInt(rule(ref)), Min(1, rule(ref)), Max(MAX_ID, rule(ref)));
}

/** A list of ids, each 1 .. 2^31-1. */
export function IsIdList(ref: MessageRef, maxSize = 100): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => idNumber({ value: v })) : value)),
    IsArray(rule(ref)),
    ArrayMaxSize(maxSize, rule(msg('ID_LIST_TOO_LONG', { max: maxSize }))),
    IsInt(rule(ref, { each: true })),
    Min(1, rule(ref, { each: true })),
    Max(MAX_ID, rule(ref, { each: true })),
  );
}
