/** Injection token for the database URL the application was started with. */
export const DATABASE_URL = Symbol('DATABASE_URL');
