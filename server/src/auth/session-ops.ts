import type { FastifyRequest } from 'fastify';

/** express-session hands back whatever its store failed with. */
const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

/** A new session id at sign-in (no fixation), holding only the user id. */
export function startSession(req: FastifyRequest, userId: number): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((err) => {
      if (err) return reject(asError(err));
      req.session.userId = userId;
      req.session.signedInAt = new Date().toISOString();
      req.session.save((saveErr) => (saveErr ? reject(asError(saveErr)) : resolve()));
    }),
  );
}

export function endSession(req: FastifyRequest): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(asError(err)) : resolve())));
}
