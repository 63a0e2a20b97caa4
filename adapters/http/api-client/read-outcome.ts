import { parseServerFormErrors } from "../../../core/domain/forms/parse-server-form-errors";
import type { FieldMessages } from "../../../core/ports/submit-result";
import { type RouteContract, type SuccessOf, successSchemaOf } from "../contract/route-contract";
import { type ApiOutcome, failed } from "./api-outcome";
import { retryAfterSeconds } from "./retry-after";

const NOT_JSON = Symbol("not JSON");

const readJson = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
};

/** Spec 5: only the first message per field is shown, so each field keeps exactly that one. */
const firstMessages = (body: unknown): { message: string | null; fields: FieldMessages } => {
  const { message, fields } = parseServerFormErrors(body);
  return { message, fields: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, [text]])) };
};

/**
 * Turns a response into an outcome: a 2xx body must parse with the route's success schema (else Failed);
 * 422 gives the field messages, 429 the wait; every other status fails.
 */
export const readOutcome = async <R extends RouteContract>(
  route: R,
  response: Response,
  now: Date,
): Promise<ApiOutcome<SuccessOf<R>>> => {
  const { status } = response;
  if (status >= 200 && status < 300) {
    const body = await readJson(response);
    if (body === NOT_JSON) return failed(status);
    const parsed = successSchemaOf(route).safeParse(body);
    return parsed.success ? { _tag: "Ok", value: parsed.data as SuccessOf<R> } : failed(status);
  }
  if (status === 422) {
    const body = await readJson(response);
    return { _tag: "ValidationFailed", ...firstMessages(body) };
  }
  if (status === 429) {
    await response.body?.cancel().catch(() => undefined);
    return { _tag: "RateLimited", retry_after_seconds: retryAfterSeconds(response.headers.get("retry-after"), now) };
  }
  await response.body?.cancel().catch(() => undefined);
  return failed(status);
};
