import type { SocialProvider } from "../user/social-provider";

export type SignInMethods = Readonly<{
  /** The account has a password of its own (an account registered through a network may have none). */
  hasPassword: boolean;
  socials: readonly Readonly<{ provider: SocialProvider; social_id: string }>[];
}>;

/**
 * A network can be unlinked unless it is the last way to log in: an account without a password keeps at least
 * one linked network.
 */
export const canUnlinkSocial = (methods: SignInMethods, social: Readonly<{ provider: SocialProvider }>): boolean =>
  methods.hasPassword || methods.socials.some((linked) => linked.provider !== social.provider);
