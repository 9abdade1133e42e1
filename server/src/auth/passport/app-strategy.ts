import { PassportStrategy } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Passport, type Authenticator } from 'passport';
import { ApiError } from '../../common/http/api-error.js';

type Done = (err: unknown, user?: unknown, info?: unknown) => void;

/**
 * passport's strategy contract over the whole request (the shape of passport-custom): passport
 * calls `authenticate` on a copy of the strategy holding that request's `success`, `fail` and
 * `error`, and the verify function (@nestjs/passport's, which calls the strategy's `validate`)
 * decides. No redirects, no passport session: the portal keeps its own (SessionStore).
 */
class RequestStrategy {
  declare success: (user: unknown, info?: unknown) => void;
  declare fail: (challenge?: unknown, status?: number) => void;
  declare error: (err: unknown) => void;

  constructor(private readonly verify: (req: FastifyRequest, done: Done) => void) {}

  authenticate(req: FastifyRequest): void {
    this.verify(req, (err, user, info) => {
      if (err) return this.error(err);
      if (!user) return this.fail(info, 401);
      this.success(user, info);
    });
  }
}

/**
 * A @nestjs/passport strategy named `name`, whose `validate(req)` answers the user or throws an
 * ApiError (the refusal is answered as it is, in the envelope, not passport's 401 text).
 *
 * Each instance registers itself in a passport of its own instead of passport's one registry of
 * the process: a test process runs several apps, one after another and at times two at once, and
 * each app's guards must run that app's strategies, with that app's services and settings.
 */
export function AppStrategy<TUser>(name: string) {
  abstract class Strategy extends PassportStrategy(RequestStrategy, name) {
    /** This strategy's passport (made while @nestjs/passport's constructor registers the strategy). */
    declare readonly passport: Authenticator;
    declare readonly strategyName: string;

    abstract override validate(req: FastifyRequest): TUser | Promise<TUser>;

    /** Called once, by @nestjs/passport's constructor, to register the strategy. */
    getPassportInstance(): Authenticator {
      const self = this as { passport?: Authenticator; strategyName?: string };
      self.strategyName = name;
      return (self.passport ??= new Passport());
    }
  }
  return Strategy;
}

/** What the guards need of a strategy. */
export interface RunnableStrategy<TUser> {
  readonly passport: Authenticator;
  readonly strategyName: string;
  validate(req: FastifyRequest): TUser | Promise<TUser>;
}

/** Runs a strategy through its passport on one request: its user, or its refusal (ApiError). */
export function authenticate<TUser>(strategy: RunnableStrategy<TUser>, req: FastifyRequest, reply: FastifyReply): Promise<TUser> {
  return new Promise<TUser>((resolve, reject) => {
    strategy.passport.authenticate(strategy.strategyName, { session: false }, (err, user) =>
      err ? reject(err) : user ? resolve(user as TUser) : reject(ApiError.unauthenticated()),
    )(req, reply, reject);
  });
}
