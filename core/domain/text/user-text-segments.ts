/** A piece of text a person wrote: shown as text, or as a link when it is an address on the allow-list. */
export type UserTextSegment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "link"; readonly text: string; readonly href: string };

/**
 * Hosts whose addresses in comments are links: official admission and exam sites. Subdomains count too, and so does
 * any host under `.edu.cn` (Chinese universities' own sites). Every other address stays plain text.
 */
export const LINK_ALLOW_LIST: readonly string[] = [
  "csc.edu.cn",
  "campuschina.org",
  "chinesetest.cn",
  "chinese.cn",
  "cucas.cn",
  "visaforchina.cn",
  "mid.ru",
];

/** Allowed as a whole domain suffix: a university's own site under `.edu.cn`. */
const ALLOWED_SUFFIXES: readonly string[] = [".edu.cn"];

/** A written address: http(s)://, then anything up to white space or a character that cannot end it in prose. */
const ADDRESS = /https?:\/\/[^\s<>"'«»]+/giu;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/u;

const allowedHost = (host: string, allowList: readonly string[]): boolean =>
  allowList.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ||
  ALLOWED_SUFFIXES.some((suffix) => host.endsWith(suffix));

/** https://host[:port][/path?query#fragment]; an `@` before the path (credentials) does not match. */
const HTTPS_ADDRESS = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#][^@]*)?$/iu;

/** The address as a link target: https only, no credentials, a host on the allow-list. Null otherwise. */
const linkTarget = (address: string, allowList: readonly string[]): string | null => {
  const host = HTTPS_ADDRESS.exec(address)?.[1]?.toLowerCase();
  return host !== undefined && allowedHost(host, allowList) ? address : null;
};

const pushText = (segments: UserTextSegment[], text: string) => {
  if (text === "") return;
  const last = segments.at(-1);
  if (last?.kind === "text") segments[segments.length - 1] = { kind: "text", text: last.text + text };
  else segments.push({ kind: "text", text });
};

/**
 * Splits a person's text into plain text and links, a link only for an https address on the allow-list (the
 * sentence's closing punctuation stays text). The segments' texts joined give the text back unchanged, and nothing
 * here is HTML: the page renders every segment as text.
 */
export const userTextSegments = (
  text: string,
  allowList: readonly string[] = LINK_ALLOW_LIST,
): readonly UserTextSegment[] => {
  const segments: UserTextSegment[] = [];
  let at = 0;
  for (const found of text.matchAll(ADDRESS)) {
    const address = found[0].replace(TRAILING, "");
    const start = found.index;
    const href = address === "" ? null : linkTarget(address, allowList);
    if (href === null) continue;
    pushText(segments, text.slice(at, start));
    segments.push({ kind: "link", text: address, href });
    at = start + address.length;
  }
  pushText(segments, text.slice(at));
  return segments;
};
