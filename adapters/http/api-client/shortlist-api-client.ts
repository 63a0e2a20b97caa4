import { match } from "ts-pattern";
import type { ShortlistApi, ShortlistSaveOutcome } from "../../../core/ports/shortlist-api.port";
import { SHORTLIST_ROUTES } from "../contract/shortlist.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** The signed-in user's shortlist (ADR compare). Only {kind, id} is sent: the server knows a program's institution. */
export function shortlistApiClient(transport: ApiTransport): ShortlistApi {
  return {
    async get() {
      const outcome = await transport.call(SHORTLIST_ROUTES.shortlist);
      return valueOr(outcome, null)?.items ?? null;
    },
    async put(items) {
      const body = { items: items.map(({ kind, id }) => ({ kind, id })) };
      const outcome = await transport.call(SHORTLIST_ROUTES.replaceShortlist, { body });
      return match(outcome)
        .returnType<ShortlistSaveOutcome>()
        .with({ _tag: "Ok" }, ({ value }) => ({ _tag: "Saved", items: value.items }))
        .with({ _tag: "ValidationFailed" }, ({ message, fields }) => ({
          _tag: "Rejected",
          messages: [...Object.values(fields).flat(), ...(message === null ? [] : [message])],
        }))
        .with({ _tag: "Failed", status: 401 }, () => ({ _tag: "SignInRequired" }))
        .with({ _tag: "Failed" }, { _tag: "RateLimited" }, () => ({ _tag: "Unavailable" }))
        .exhaustive();
    },
  };
}
