/** PostgreSQL error codes (SQLSTATE). */
export const UNIQUE_VIOLATION = "23505";

/**
 * The SQLSTATE code of a database error. Drizzle wraps driver errors (DrizzleQueryError), so the
 * code is looked for along the `cause` chain.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the error is a unique violation: "already subscribed/registered". */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === UNIQUE_VIOLATION;
}

/** A database error in one line: Drizzle's message is the whole query; the driver's reason is in the cause. */
export function describeDbError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? error.message.split("\n")[0]!;
}
