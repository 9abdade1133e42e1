import { applyDecorators, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';

export const IS_PUBLIC = 'portal:public';

/** Opts a route out of the session guard (deny by default). */
export const Public = (): ClassDecorator & MethodDecorator => SetMetadata(IS_PUBLIC, true);

/** The Fastify route config key of a @Sessionless() route (app.factory.ts's request hook reads it). */
export const SESSIONLESS = 'portalSessionless';

/**
 * A public route whose answer reads nothing of the session (no `req.session`, no principal): the
 * request hook skips the session statement for it, so a signed-in browser's call (it sends its
 * cookie with every call) costs no session round trip. Implies @Public(). Per handler: Fastify's
 * route config is read from the handler only.
 */
export const Sessionless = (): MethodDecorator => applyDecorators(Public(), RouteConfig({ [SESSIONLESS]: true }));

/** Whether a route's Fastify config marks it @Sessionless(). */
export const isSessionless = (config: unknown): boolean =>
  typeof config === 'object' && config !== null && (config as Record<string, unknown>)[SESSIONLESS] === true;
