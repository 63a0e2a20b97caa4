import { isLoggedIn } from "../auth/is-logged-in";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./social-provider";

export type LinkedSocialsLike = {
  readonly id?: number | null;
  readonly socials?: readonly { readonly provider: SocialProvider }[] | null;
};

/** Anonymous visitors are offered every provider; once logged in, only the linked ones (canonical order, no repeats). */
export const offeredProviders = (user: LinkedSocialsLike | null | undefined): readonly SocialProvider[] => {
  if (!isLoggedIn(user)) return SOCIAL_PROVIDERS;
  const linked = new Set((user?.socials ?? []).map((social) => social.provider));
  return SOCIAL_PROVIDERS.filter((provider) => linked.has(provider));
};
