/** Whether an error (or one it wraps, e.g. drizzle's DrizzleQueryError) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}
