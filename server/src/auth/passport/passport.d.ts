// The little of passport 0.7 the sign-in uses (the package ships no types; @types/passport is not installed).
declare module 'passport' {
  /** What a strategy's verify hands back: an error, or the user (false: not authenticated). */
  export type AuthenticateCallback = (err: Error | null, user?: unknown, info?: unknown, status?: number) => void;

  export interface Strategy {
    name?: string;
    authenticate(req: unknown, options?: Record<string, unknown>): void;
  }

  /** One registry of strategies; `authenticate` answers a connect-style middleware. */
  export class Authenticator {
    use(name: string, strategy: Strategy): this;
    authenticate(
      name: string,
      options: { session: false },
      callback: AuthenticateCallback,
    ): (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
  }
  export { Authenticator as Passport };

  const passport: Authenticator;
  export default passport;
}
