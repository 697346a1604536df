// What a failed call looks like to the screens. Apart from the client (api-client.ts, which only
// src/web/api may import) so that features read errors without being able to call an endpoint.

/** A failed API call: the HTTP status and the server's Spanish `{error}` text ('' when none). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** A 409: someone changed the thing first; what the screen shows of it is out of date. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The server's text when there is one, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
