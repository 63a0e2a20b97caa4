import type { SocialProvider } from "../../../core/domain/user/social-provider";
import type { UserStatus } from "../../../core/domain/user/user-status";
import { PROVIDER_NAMES } from "../account-social/social-sign-in-buttons";

/** The name of a social network as Russian users know it. */
export const providerName = (provider: SocialProvider): string => PROVIDER_NAMES[provider];

/** The user's status (spec 4): none, or the linked network it names. */
export const statusText = (status: UserStatus): string => (status === "none" ? "Не выбран" : providerName(status));
