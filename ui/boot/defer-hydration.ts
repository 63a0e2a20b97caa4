import { type WakeConfig, wakeOnIntent } from "./wake-on-intent";

const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const BODY_END = "</body>";

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

/**
 * Turns a rendered page into a read-first page (docs/adr/077-read-first-pages.md): React Router's module script
 * becomes inert (`type="text/x-shuyuan-module"`), its modulepreload hints leave the head, and a small inline script
 * (`wakeOnIntent`) preloads them after load and brings the module script to life at the visitor's first intent.
 * `extraPreload` adds files the page will want soon after hydrating (the browser behaviours' chunk).
 *
 * The page is returned unchanged when it does not have exactly one module script (an error page, a page of
 * another shape): hydration then starts at load, as on every other page.
 */
export function deferHydration(
  html: string,
  options: {
    readonly nonce: string | undefined;
    readonly atLoad: string | null;
    readonly site: unknown;
    readonly options: unknown;
    readonly extraPreload?: readonly string[];
  },
): string {
  const scripts = html.match(MODULE_SCRIPT) ?? [];
  if (scripts.length !== 1 || !html.includes(BODY_END)) return html;
  const preload: string[] = [];
  const withoutHints = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preload.push(href);
    return "";
  });
  for (const file of options.extraPreload ?? []) if (!preload.includes(file)) preload.push(file);
  const config: WakeConfig = { preload, atLoad: options.atLoad, site: options.site, options: options.options };
  const nonce = options.nonce === undefined ? "" : ` nonce="${escapeAttribute(options.nonce)}"`;
  const boot = `<script${nonce}>(${BOOT_SOURCE})(${scriptJson(config)})</script>`;
  const inert = withoutHints.replace(MODULE_SCRIPT, '<script$1 type="text/x-shuyuan-module">');
  const at = inert.lastIndexOf(BODY_END);
  return `${inert.slice(0, at)}${boot}${inert.slice(at)}`;
}
