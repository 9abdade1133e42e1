import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError, type FieldErrors } from '../http/api-error.js';
import { isMessageCode, msg, type MessageRef, type Msg } from '../messages/index.js';

/**
 * A failed rule's message by code: DTO rules carry their code in their context (`rule()` of
 * common/messages); a rule without one (class-validator's own text) is INVALID_VALUE, its text kept.
 */
interface FieldFailure {
  ref: MessageRef;
  text: string;
}

function flatten(errors: ValidationError[], prefix = '', out: Record<string, FieldFailure> = {}): Record<string, FieldFailure> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ? Object.keys(error.constraints) : [];
    // class-validator reports constraints in reverse declaration order; the first declared rule wins.
    const name = constraints[constraints.length - 1];
    if (name !== undefined && !(field in out)) {
      const context = error.contexts?.[name] as Partial<Msg> | undefined;
      const ref = isMessageCode(context?.code) ? msg(context.code, context.params) : msg('INVALID_VALUE', { field });
      out[field] = { ref, text: error.constraints![name] };
    }
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
 * failure answered as the envelope with the first field's message and code, and field -> message
 * and field -> code maps.
 */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const failures = Object.entries(flatten(errors));
      if (!failures.length) return ApiError.badRequest('INVALID_REQUEST');
      const fields: FieldErrors = Object.fromEntries(failures.map(([field, f]) => [field, f.ref]));
      const error = ApiError.badRequest(failures[0][1].ref, fields);
      // A rule without a code keeps class-validator's own English text.
      const body = error.getResponse() as { message: string; errors: Record<string, string> };
      for (const [field, f] of failures) body.errors[field] = f.text;
      body.message = failures[0][1].text;
      return error;
    },
  });
}
