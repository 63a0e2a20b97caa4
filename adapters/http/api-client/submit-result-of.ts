import { match } from "ts-pattern";
import type { SubmitResult } from "../../../core/ports/submit-result";
import type { ApiOutcome } from "./api-outcome";

/** A command's outcome as the port's `SubmitResult`; `value` maps the parsed success body. */
export const submitResultOf = <A, B>(outcome: ApiOutcome<A>, value: (body: A) => B): SubmitResult<B> =>
  match(outcome)
    .returnType<SubmitResult<B>>()
    .with({ _tag: "Ok" }, (ok) => ({ _tag: "Ok", value: value(ok.value) }))
    .with({ _tag: "ValidationFailed" }, ({ message, fields }) => ({ _tag: "ValidationFailed", message, fields }))
    .with({ _tag: "RateLimited" }, ({ retry_after_seconds }) => ({ _tag: "RateLimited", retry_after_seconds }))
    .with({ _tag: "Failed" }, ({ status }) =>
      status === 503 ? { _tag: "Failed", overloaded: true } : { _tag: "Failed" },
    )
    .exhaustive();

/** For commands whose success carries nothing the caller needs. */
export const acknowledged = (): null => null;
