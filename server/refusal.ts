/**
 * A client's mistake thrown from deep in a write (a check, an operation) instead of handed back as
 * an answer through every caller: the API's one `onError` (apiApp.ts) answers it with its envelope.
 * Anything else thrown is a server error (50000).
 */
import type { EnvelopeCode } from './apiTypes';
import { fail } from './envelope';

export class Refusal extends Error {
  constructor(
    readonly code: EnvelopeCode,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'Refusal';
  }

  answer(): Response {
    return fail(this.code, this.message, this.httpStatus);
  }
}

/** 40300: the user's roles do not allow it. */
export const forbidden = (message: string): Refusal => new Refusal('40300', message, 403);
