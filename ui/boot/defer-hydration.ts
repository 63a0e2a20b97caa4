import { type WakeConfig, wakeOnIntent } from "./wake-on-intent";

const MODULE_TYPE = Buffer.from(' type="module" async="">');
const INERT_TYPE = Buffer.from(' type="text/x-shuyuan-module">');
const SCRIPT_OPEN = Buffer.from("<script");
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload" href="');
const BODY_END = Buffer.from("</body>");
const QUOTE = 0x22;
const TAG_END = 0x3e;

/** JSON inside a <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The start script's source, once: the function as compiled, without its comment lines and indentation (it has no
 * multi-line strings, so no line's meaning depends on either).
 */
const BOOT_SOURCE = wakeOnIntent
  .toString()
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("//"))
  .join("\n");

/** Where the page's one module script's `type` attribute starts, or null when it has none or more than one. */
const moduleTypeAt = (html: Buffer): number | null => {
  const at = html.indexOf(MODULE_TYPE);
  if (at < 0 || html.indexOf(MODULE_TYPE, at + MODULE_TYPE.length) >= 0) return null;
  const open = html.lastIndexOf(SCRIPT_OPEN, at);
  // The attribute belongs to a <script> tag: no tag ends between its name and the attribute.
  return open >= 0 && !html.subarray(open, at).includes(TAG_END) ? at : null;
};

/**
 * Turns a rendered page into a read-first page (docs/adr/077-read-first-pages.md): React Router's module script
 * becomes inert (`type="text/x-shuyuan-module"`), its modulepreload hints leave the page, and a small inline script
 * (`wakeOnIntent`) preloads them after load and brings the module script to life at the visitor's first intent.
 * `extraPreload` adds files the page will want soon after hydrating (the browser behaviours' chunk).
 *
 * It works on the encoded page (every marker is ASCII): decoding and encoding again a page of Cyrillic text cost
 * more than the rest of the change. The page is returned unchanged when it does not have exactly one module script
 * (an error page, a page of another shape): hydration then starts at load, as on every other page.
 */
export function deferHydration(
  html: Buffer,
  options: {
    readonly nonce: string | undefined;
    readonly atLoad: string | null;
    readonly site: unknown;
    readonly options: unknown;
    readonly extraPreload?: readonly string[];
  },
): Buffer {
  const typeAt = moduleTypeAt(html);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (typeAt === null || bodyEnd < typeAt) return html;
  // The edits, in the page's order: each replaces bytes [start, end) with `insert`.
  const edits: { start: number; end: number; insert: Buffer | null }[] = [];
  const preload: string[] = [];
  for (let at = html.indexOf(PRELOAD_OPEN); at >= 0; at = html.indexOf(PRELOAD_OPEN, at + 1)) {
    const hrefStart = at + PRELOAD_OPEN.length;
    const hrefEnd = html.indexOf(QUOTE, hrefStart);
    const tagEnd = hrefEnd < 0 ? -1 : html.indexOf(TAG_END, hrefEnd);
    if (tagEnd < 0) break;
    preload.push(html.toString("utf8", hrefStart, hrefEnd));
    edits.push({ start: at, end: tagEnd + 1, insert: null });
  }
  for (const file of options.extraPreload ?? []) if (!preload.includes(file)) preload.push(file);
  const config: WakeConfig = { preload, atLoad: options.atLoad, site: options.site, options: options.options };
  const nonce = options.nonce === undefined ? "" : ` nonce="${escapeAttribute(options.nonce)}"`;
  const boot = Buffer.from(`<script${nonce}>(${BOOT_SOURCE})(${scriptJson(config)})</script>`);
  edits.push({ start: typeAt, end: typeAt + MODULE_TYPE.length, insert: INERT_TYPE });
  edits.push({ start: bodyEnd, end: bodyEnd, insert: boot });
  edits.sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(html.subarray(from, edit.start));
    if (edit.insert !== null) parts.push(edit.insert);
    from = edit.end;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
