const DEFAULT_STATUS = 500;

const isHttpStatus = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599;

/**
 * The HTTP status carried by an error-like value: its `status`, else its `statusCode`, when that is an
 * integer in 100..599. Anything else (no status, a string, an out-of-range number, not an object) is 500.
 */
export const statusOf = (error: unknown): number => {
  if (typeof error !== "object" || error === null) return DEFAULT_STATUS;
  const { status, statusCode } = error as { readonly status?: unknown; readonly statusCode?: unknown };
  if (isHttpStatus(status)) return status;
  return isHttpStatus(statusCode) ? statusCode : DEFAULT_STATUS;
};
