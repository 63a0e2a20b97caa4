/** Social networks a user can link, in the order they are offered. Plain data: the browser reads it without zod. */
export const SOCIAL_PROVIDERS = ["vkontakte", "odnoklassniki", "mailru"] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The network a text names, or null (a guard without a schema library, for code that runs in the browser). */
export const socialProviderOf = (value: unknown): SocialProvider | null =>
  (SOCIAL_PROVIDERS as readonly unknown[]).includes(value) ? (value as SocialProvider) : null;
