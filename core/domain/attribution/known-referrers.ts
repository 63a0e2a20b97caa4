/** Referrers with a fixed utm_source; any subdomain of a listed host counts as that host. */
export type KnownReferrer = {
  readonly source: string;
  readonly medium: "search" | "social";
  readonly host: RegExp;
};

/** `(\.com?)?\.[a-z]{2,}` admits national domains such as google.ru, google.co.uk, yandex.com.tr. */
export const KNOWN_REFERRERS: readonly KnownReferrer[] = [
  { source: "yandex", medium: "search", host: /(^|\.)(yandex(\.com?)?\.[a-z]{2,}|ya\.ru)$/ },
  { source: "google", medium: "search", host: /(^|\.)google(\.com?)?\.[a-z]{2,}$/ },
  { source: "bing", medium: "search", host: /(^|\.)bing\.com$/ },
  { source: "mail.ru", medium: "search", host: /(^|\.)(go|search)\.mail\.ru$/ },
  { source: "duckduckgo", medium: "search", host: /(^|\.)duckduckgo\.com$/ },
  { source: "yahoo", medium: "search", host: /(^|\.)search\.yahoo\.com$/ },
  { source: "rambler", medium: "search", host: /(^|\.)nova\.rambler\.ru$/ },
  { source: "baidu", medium: "search", host: /(^|\.)baidu\.com$/ },
  { source: "vk", medium: "social", host: /(^|\.)(vk\.com|vk\.ru|vkontakte\.ru)$/ },
  { source: "ok", medium: "social", host: /(^|\.)(ok\.ru|odnoklassniki\.ru)$/ },
];
