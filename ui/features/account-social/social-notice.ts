import { socialFailureOf, socialOutcomeOf } from "../../../core/domain/social/social-failure";
import { socialFailureText, socialOutcomeText } from "./social-texts";

/** The message a page shows after a social sign-in sent the visitor back to it (read by the root loader). */
export type SocialNotice = Readonly<{ tone: "success" | "error"; text: string }>;

/** `?social=` or `?social_error=` of the page's address as a notice; anything else, none. */
export const socialNoticeOf = (search: URLSearchParams): SocialNotice | null => {
  const failure = socialFailureOf(search.get("social_error"));
  if (failure !== null) return { tone: "error", text: socialFailureText(failure) };
  const outcome = socialOutcomeOf(search.get("social"));
  return outcome === null ? null : { tone: "success", text: socialOutcomeText(outcome) };
};
