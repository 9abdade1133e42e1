import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordChecked } from '../login.service.js';
import { authenticate } from './app-strategy.js';
import { OtpStrategy, type CodeChecked } from './otp.strategy.js';
import { PasswordStrategy } from './password.strategy.js';

/** A sign-in step's request once its strategy has passed: what the strategy answered. */
export type SignInRequest<T> = FastifyRequest & { signIn: T };

/** The password step's guard (POST /auth/sign-request-otp): PasswordStrategy, its answer as `req.signIn`. */
@Injectable()
export class PasswordGuard implements CanActivate {
  constructor(private readonly strategy: PasswordStrategy) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<SignInRequest<PasswordChecked>>();
    req.signIn = await authenticate(this.strategy, req, http.getResponse<FastifyReply>());
    return true;
  }
}

/** The one-time code step's guard (POST /auth/sign-request-login): OtpStrategy, its answer as `req.signIn`. */
@Injectable()
export class OtpGuard implements CanActivate {
  constructor(private readonly strategy: OtpStrategy) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<SignInRequest<CodeChecked>>();
    req.signIn = await authenticate(this.strategy, req, http.getResponse<FastifyReply>());
    return true;
  }
}
