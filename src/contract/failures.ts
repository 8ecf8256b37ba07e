import type { z } from 'zod';

export type ApiErrorKind = 'http' | 'network' | 'contract';

/** A failed call: a non-OK answer (with its text), no answer, or an answer that breaks the contract. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    /** HTTP status; 0 when there was no answer. */
    readonly status: number,
    message: string,
    /** How long the backend asked us to wait (its Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * An ApiError, of this module or of another copy of it: the pages' build bundles its own copy of
 * the contract, so `instanceof` fails across the two. Known by its fields.
 */
export function isApiError(error: unknown): error is ApiError {
  const fields = error as Partial<ApiError> | null;
  return (
    error instanceof Error &&
    typeof fields?.kind === 'string' &&
    typeof fields.path === 'string' &&
    typeof fields.status === 'number'
  );
}

/** An answer that came but breaks the contract (of any copy of this module). */
export function isContractViolation(error: unknown): error is ContractViolation {
  return isApiError(error) && error.kind === 'contract';
}

/** How many of an answer's problems a log line names; the rest are counted. */
const ISSUES_NAMED = 5;

/**
 * An answer that came (a 2xx) but breaks the contract: not JSON, or not the shape SPEC §7 gives.
 * Our bug or the backend's, never the network's: it is logged as an error and is not an outage
 * (the circuit breaker does not count it), though a last good answer still stands in for it.
 */
export class ContractViolation extends ApiError {
  override readonly name = 'ContractViolation';
  constructor(
    path: string,
    status: number,
    /** What is wrong, one line per problem: `where: what` (at most ISSUES_NAMED, then a count). */
    readonly issues: string[],
  ) {
    super(
      'contract',
      path,
      status,
      `${path}: the answer breaks the contract: ${issues.join('; ')}`,
    );
  }

  /** The violation of a zod parse of the answer of `path`. */
  static of(path: string, status: number, error: z.ZodError): ContractViolation {
    const issues = error.issues
      .slice(0, ISSUES_NAMED)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
    const more = error.issues.length - ISSUES_NAMED;
    if (more > 0) issues.push(`and ${more} more`);
    return new ContractViolation(path, status, issues);
  }
}

/** A backend that refuses to answer for now: too many requests (an API tier's rate limit). */
const BUSY = 429;

/**
 * The one outage predicate: the backend did not answer usefully. No answer (refused, reset, an
 * open circuit), a timeout, a 5xx, or a 429 (too busy for us). Any other 4xx is the backend's
 * answer (a refusal); a broken answer is a ContractViolation, not an outage.
 */
export function isBackendOutage(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status >= 500 || error.status === BUSY);
}

/**
 * Whether a last good answer (a kept answer, a kept page) may stand in for this failure: an
 * outage, or an answer that breaks the contract (visitors should not suffer for it; it is logged).
 */
export function lastGoodStandsIn(error: unknown): boolean {
  return isBackendOutage(error) || isContractViolation(error);
}

/** Where failures are logged: Fastify's pino logger, or anything with its two methods. */
export interface FailureLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a log line says about a failure: the call, its status and the reason. */
export function failureDetails(error: unknown): {
  call?: string;
  status?: number;
  reason: string;
  issues?: string[];
} {
  if (isContractViolation(error)) {
    return { call: error.path, status: error.status, reason: error.message, issues: error.issues };
  }
  if (isApiError(error)) {
    return { call: error.path, status: error.status, reason: error.message || error.kind };
  }
  return { reason: error instanceof Error ? error.message : String(error) };
}

/**
 * Logs a failure with its details: as an error when it is a bug (ours or the backend's: a broken
 * answer, a thrown exception), as a warning when the backend was down or refused.
 */
export function logFailure(
  log: FailureLog,
  error: unknown,
  message: string,
  details: object = {},
): void {
  const line = { ...details, ...failureDetails(error) };
  if (isContractViolation(error)) log.error({ ...line, contractViolation: true }, message);
  else if (isApiError(error)) log.warn(line, message);
  else log.error({ ...line, err: error }, message);
}
