import fc from "fast-check";
import type { Utm } from "../../core/domain/attribution/utm";

export const SITE_HOST = "shuyuan.example";

/** Search-engine hosts as browsers report them, written out independently of the mapping's patterns. */
export const SEARCH_ENGINE_HOSTS = [
  "yandex.ru",
  "ya.ru",
  "yandex.com",
  "yandex.kz",
  "yandex.by",
  "yandex.com.tr",
  "google.com",
  "google.ru",
  "google.co.uk",
  "google.com.ua",
  "bing.com",
  "cn.bing.com",
  "go.mail.ru",
  "duckduckgo.com",
  "search.yahoo.com",
  "nova.rambler.ru",
  "baidu.com",
  "m.baidu.com",
] as const;

export const SOCIAL_HOSTS = ["vk.com", "m.vk.com", "vk.ru", "away.vk.com", "ok.ru", "m.ok.ru"] as const;

export const OTHER_HOSTS = [
  "habr.com",
  "t.me",
  "studyinchina.example.org",
  "mail.example.ru",
  "blog.shuyuan.io",
] as const;

const schemeArb = fc.constantFrom("https://", "http://", "//");
const pathArb = fc.constantFrom("", "/", "/search?q=%D0%BA%D0%B8%D1%82%D0%B0%D0%B9", "/feed/#top", ":443/away.php");

/** A full referrer address on one of `hosts`, with varied scheme, letter case, "www." and path. */
export const referrerOnArb = (hosts: readonly string[]): fc.Arbitrary<string> =>
  fc
    .record({
      scheme: schemeArb,
      www: fc.boolean(),
      host: fc.mixedCase(fc.constantFrom(...hosts)),
      path: pathArb,
    })
    .map(({ scheme, www, host, path }) => `${scheme}${www ? "www." : ""}${host}${path}`);

/** Anything a referrer may be: real addresses, the site itself, nothing, or junk. */
export const anyReferrerArb = fc.oneof(
  referrerOnArb([...SEARCH_ENGINE_HOSTS, ...SOCIAL_HOSTS, ...OTHER_HOSTS, SITE_HOST]),
  fc.constantFrom(null, undefined, ""),
  fc.string(),
  fc.webUrl(),
);

const WORD_CHARS = [..."abcXYZ019_-.~", ..."кит", "&", "=", "+", "#", "%", "?", "/"];
const wordArb = fc.string({ unit: fc.constantFrom(...WORD_CHARS), minLength: 1, maxLength: 8 });

/** A non-empty value without leading, trailing or doubled spaces (what the reader keeps unchanged). */
export const utmValueArb = fc.array(wordArb, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));

export const utmArb: fc.Arbitrary<Utm> = fc.record(
  {
    utm_source: utmValueArb,
    utm_medium: utmValueArb,
    utm_content: utmValueArb,
    utm_campaign: utmValueArb,
    utm_term: utmValueArb,
  },
  { requiredKeys: [] },
);

/** A page address of the site carrying `utm` in its query, mixed with unrelated parameters and a fragment. */
export const pageUrlWithUtmArb = (utm: Utm): fc.Arbitrary<string> =>
  fc
    .record({
      path: fc.constantFrom("/", "/universities/", "/universities/china/pekin/pku-12/"),
      extra: fc.constantFrom([], ["page=2"], ["utm_id=", "x=1"]),
      fragment: fc.constantFrom("", "#form", "#utm_source=ignored"),
      encodeSpaceAsPlus: fc.boolean(),
    })
    .map(({ path, extra, fragment, encodeSpaceAsPlus }) => {
      const encode = (text: string) =>
        encodeSpaceAsPlus ? encodeURIComponent(text).replace(/%20/g, "+") : encodeURIComponent(text);
      const pairs = [...extra, ...Object.entries(utm).map(([key, value]) => `${key}=${encode(value)}`)];
      return `https://${SITE_HOST}${path}${pairs.length === 0 ? "" : `?${pairs.join("&")}`}${fragment}`;
    });
