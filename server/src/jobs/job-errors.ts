/**
 * A job failure that another attempt cannot fix (a changed MIS layout, a refused value): the
 * job fails at once instead of retrying. BullMQ workers turn it into its UnrecoverableError; the
 * in-process runner stops retrying.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
