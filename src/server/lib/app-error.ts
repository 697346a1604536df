/** A failure the client may see: a status and a Spanish message (CONTRACT.md, errors). */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A 404 of another module turned into a 400: an id in a body that names nothing is bad input.
 * Use as `.catch(notFoundAs400(message))`.
 */
export const notFoundAs400 = (message: string) => (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 404) throw new AppError(400, message);
  throw error;
};
