/** A database error in one line: Drizzle's message is the whole query; the driver's reason is in the cause. */
export function describeDbError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? error.message.split("\n")[0]!;
}
