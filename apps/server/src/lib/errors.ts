import { ERRORS, type ErrorCode, type Refusal } from '@quartier/shared';

export { ERRORS, type ErrorCode } from '@quartier/shared';

/** Enforces an object-level rule of packages/shared/src/policies.ts: its refusal, as is. */
export function refuse(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.msg, refusal.fields);
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].msg);
    this.status = ERRORS[code].status;
  }
}

/**
 * The one shape of every failure (rulings R2). `msg` defaults to the catalogue's; requestId is the
 * reqId of the log lines about this request, for a user to quote to support.
 */
export function errorBody(
  code: ErrorCode,
  { msg, fields, requestId }: { msg?: string; fields?: Record<string, string>; requestId?: string } = {},
) {
  return {
    status: 'error' as const,
    code,
    msg: msg ?? ERRORS[code].msg,
    ...(fields ? { fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
