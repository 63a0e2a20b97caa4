import { match } from "ts-pattern";
import type { SubmitResult } from "../../../core/ports/submit-result";

/** The HTTP status a settings page answers a form post with, after the account API's answer. */
export const submitStatus = (result: SubmitResult<unknown>): number =>
  match(result._tag)
    .with("Ok", () => 200)
    .with("ValidationFailed", () => 422)
    .with("RateLimited", () => 429)
    .with("Failed", () => ("overloaded" in result ? 503 : 502))
    .exhaustive();
