import { hrefFor } from "../route/href-for";
import type { SocialFailure, SocialOutcome } from "./social-failure";

export type SocialMark = { readonly social: SocialOutcome } | { readonly social_error: SocialFailure };

const MARK_KEYS = ["social", "social_error"];

/**
 * The page a social sign-in returns to, with what happened in its query (`?social=linked`,
 * `?social_error=state`): earlier marks are replaced, every other parameter and the fragment stay. A flow whose
 * state was not ours has no page of its own and returns to the registration page, where log-in is offered again.
 */
export const socialReturnAddress = (returnTo: string | null, mark: SocialMark): string => {
  const page = returnTo ?? hrefFor({ screen: "register", params: {} });
  const hashAt = page.indexOf("#");
  const hash = hashAt < 0 ? "" : page.slice(hashAt);
  const beforeHash = hashAt < 0 ? page : page.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = (queryAt < 0 ? "" : beforeHash.slice(queryAt + 1))
    .split("&")
    .filter((pair) => pair !== "" && !MARK_KEYS.includes(pair.split("=")[0] ?? ""));
  const [key, value] = "social" in mark ? ["social", mark.social] : ["social_error", mark.social_error];
  return `${path}?${[...kept, `${key}=${value}`].join("&")}${hash}`;
};
