import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import type { AuthedRequest } from '../common/auth/current.decorators.js';
import { IS_PUBLIC } from '../common/auth/public.decorator.js';
import { authenticate } from './passport/app-strategy.js';
import { SessionStrategy } from './passport/session.strategy.js';

/**
 * Deny by default (the app's one global guard): every route needs a live session unless marked
 * @Public(). The check itself is the passport strategy SessionStrategy; this guard only skips
 * public routes and puts the strategy's principal on the request (`req.principal`).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: SessionStrategy,
  ) {}

  /** Whether a route is @Public(), by handler and class (read once: the metadata is fixed at start-up). */
  private readonly publicRoutes = new WeakMap<object, WeakMap<object, boolean>>();

  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    if (this.isPublic(ctx)) return true;
    const http = ctx.switchToHttp();
    const req = http.getRequest<AuthedRequest>();
    return authenticate(this.strategy, req, http.getResponse<FastifyReply>()).then((principal) => {
      req.principal = principal;
      return true;
    });
  }

  private isPublic(ctx: ExecutionContext): boolean {
    const handler = ctx.getHandler();
    const cls = ctx.getClass();
    let byClass = this.publicRoutes.get(handler);
    let value = byClass?.get(cls);
    if (value === undefined) {
      value = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, cls]) === true;
      if (!byClass) this.publicRoutes.set(handler, (byClass = new WeakMap()));
      byClass.set(cls, value);
    }
    return value;
  }
}
