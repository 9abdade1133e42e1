import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { ListQuery, ListSpec } from './list-query.js';
import { ContentRangeInterceptor, LIST_QUERY, LIST_SPEC } from './content-range.interceptor.js';

/**
 * Marks a handler as a react-admin list: the handler receives the parsed `ListQuery` through
 * `@ListParams()` and returns a `Page`; the answer is the rows array with `Content-Range`.
 */
export function RaList(spec: ListSpec): MethodDecorator {
  return applyDecorators(SetMetadata(LIST_SPEC, spec), UseInterceptors(ContentRangeInterceptor));
}

/** The ListQuery parsed by `@RaList` (which runs before parameters are resolved). */
export const ListParams = createParamDecorator((_: unknown, ctx: ExecutionContext): ListQuery => {
  return ctx.switchToHttp().getRequest<Record<typeof LIST_QUERY, ListQuery>>()[LIST_QUERY];
});
