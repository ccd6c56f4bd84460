/** An error that becomes the API's error body: `{ message, errors? }` with its status (DESIGN.md §2). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors);
export const unprocessable = (errors: Record<string, string[]>, message = 'The data is not valid') =>
  new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
