/** Typed errors thrown by services; the error plugin turns them into `{detail}` responses. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: Record<string, string[]>) {
    super(400, message, 'bad_request', fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message, 'unauthorized');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this resource') {
    super(403, message, 'forbidden');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message, 'not_found');
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, 'conflict');
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
    code = 'too_many_requests',
  ) {
    super(429, message, code);
  }
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Understood, but cannot be acted on (e.g. an ad that lacks what a listing needs). */
export class UnprocessableError extends AppError {
  constructor(message: string, fields?: Record<string, string[]>) {
    super(422, message, 'unprocessable', fields);
  }
}

/** A service the request needs (the Telegram Bot API) did not answer; trying again later may work. */
export class BadGatewayError extends AppError {
  constructor(message: string) {
    super(502, message, 'bad_gateway');
  }
}
