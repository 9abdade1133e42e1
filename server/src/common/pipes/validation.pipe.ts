import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from '../http/api-error.js';

function flatten(errors: ValidationError[], prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ? Object.values(error.constraints) : [];
    // class-validator reports constraints in reverse declaration order; the first declared rule wins.
    if (constraints.length && !(field in out)) out[field] = constraints[constraints.length - 1];
    if (error.children?.length) flatten(error.children, field, out);
  }
  return out;
}

/**
 * Nest's pipe turns a named path or query value into the handler's declared primitive type
 * (`+value` for a number) before any parameter pipe sees it, so '%20%201' would become 1.
 * Named path and query values are left as sent: the parameter pipes (ParseIdPipe) parse them
 * strictly.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/**
 * Global DTO validation: unknown properties stripped, payloads converted to DTO classes, and a
 * failure answered as the envelope with the first message and a field -> message map.
 */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const map = flatten(errors);
      const first = Object.values(map)[0] ?? 'Invalid request.';
      return ApiError.badRequest(first, map);
    },
  });
}
