import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { contentRange, envelopeJson, type JsonPage, ListSpec, Page, parseListQuery, rowsJsonOf } from './list-query.js';
import { msg, ok } from '../messages/index.js';

export const LIST_SPEC = 'portal:list-spec';
export const LIST_QUERY = Symbol('portal:list-query');

@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<ListSpec>(LIST_SPEC, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<FastifyRequest & { [LIST_QUERY]?: unknown }>();
    const res = ctx.switchToHttp().getResponse<FastifyReply>();
    const query = parseListQuery(req.query as Record<string, unknown>, spec);
    req[LIST_QUERY] = query;
    return next.handle().pipe(
      map((page: Page<unknown>) => {
        res.header('Content-Range', contentRange(spec.resource, query, page));
        const rowsJson = rowsJsonOf(page);
        if (rowsJson) {
          // The same text as serialising the object below: the rows' JSON spliced in where `data` goes.
          void res.type('application/json; charset=utf-8');
          if (!spec.envelope) return rowsJson.text;
          return envelopeJson(ok(msg('LIST_FOUND', { total: page.total, resource: spec.resource })), page as JsonPage<unknown>);
        }
        return spec.envelope
          ? { ...ok(msg('LIST_FOUND', { total: page.total, resource: spec.resource })), data: page.rows, total: page.total }
          : page.rows;
      }),
    );
  }
}
