// Issue 17 item 6 (docs/adr/071-content-security-policy.md): every page answer carries a Content-Security-Policy
// with a nonce of its own, which every script and preload of the page carries, whether the page was rendered for it
// (miss, or bypass for a signed-in visitor) or came from the page cache (hit, plain or gzip); API answers carry the
// API policy; HSTS goes out only over https as a trusted proxy reports it.
import { type Answer, type FaultSection, ms, percentile, send, startServer } from "./lib";

const PAGES = ["/", "/catalog/", "/universities/", "/blog/", "/contacts/", "/o-kompanii/"];
/** A cookie that makes the page cache step aside (a session cookie, even one that signs nobody in). */
const UNCACHED = { cookie: "shuyuan_auth=%7B%7D" };

type Checked = Readonly<{ nonce: string | null; problems: readonly string[] }>;

/** The policy's nonce, and whatever in the answer does not match it. */
const check = (answer: Answer, body: string): Checked => {
  const policy = String(answer.headers["content-security-policy"] ?? "");
  const nonce = /'nonce-([\w-]+)'/.exec(policy)?.[1] ?? null;
  const problems: string[] = [];
  if (answer.status !== 200) problems.push(`status ${answer.status}`);
  if (nonce === null) problems.push("no nonce in the policy");
  if (!policy.includes("'strict-dynamic'") || policy.includes("unsafe-eval")) problems.push("script-src not strict");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) {
    if (!policy.includes(directive)) problems.push(`no ${directive}`);
  }
  // Preload links need no nonce: a modulepreload is fetched as not parser-inserted, which 'strict-dynamic' allows,
  // and it runs nothing until a nonced script imports it.
  const tags = body.match(/<script\b[^>]*>/g) ?? [];
  const executable = tags.filter((tag) => !tag.includes('type="application/ld+json"'));
  const wrong = executable.filter((tag) => !tag.includes(`nonce="${nonce}"`));
  if (executable.length === 0) problems.push("no script at all");
  if (wrong.length > 0) problems.push(`${wrong.length} of ${executable.length} scripts without the nonce`);
  return { nonce, problems };
};

/** Through fetch, which asks for compression and unpacks it (checking gzip's CRC): the page as a browser reads it. */
async function fetchPage(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  const answer: Answer = {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body,
    ms: 0,
  };
  const encoding = response.headers.get("content-encoding") ?? "identity";
  return { answer, body, cache: `${response.headers.get("x-page-cache") ?? ""} ${encoding}` };
}

const section: FaultSection = {
  title: "Content-Security-Policy nonces and HSTS",
  async run() {
    const lines: string[] = [];
    let ok = true;
    const server = await startServer({
      TRUST_PROXY: "1",
      LIVE_CHAT_SCRIPT_URL: "https://chat.example.test/widget.js",
      CALLTRACKING_SCRIPT_URL: "https://calls.example.test/ct.js",
    });
    try {
      const nonces: string[] = [];
      const states: string[] = [];
      let scripts = 0;
      for (const path of PAGES) {
        // Node's fetch asks for gzip on its own: each page once uncached, then rendered (miss) and stored (hit).
        const asked: readonly Record<string, string>[] = [UNCACHED, {}, {}, { "accept-encoding": "identity" }];
        for (const headers of asked) {
          const { answer, body, cache } = await fetchPage(`${server.origin}${path}`, headers);
          const result = check(answer, body);
          states.push(cache);
          scripts += (body.match(/<script\b[^>]*nonce="/g) ?? []).length;
          if (result.nonce !== null) nonces.push(result.nonce);
          if (result.problems.length > 0) {
            ok = false;
            lines.push(`${path} (${cache}): ${result.problems.join("; ")}`);
          }
        }
      }
      const count = (state: string) => states.filter((s) => s.startsWith(state)).length;
      const encodings = [...new Set(states)].sort().join(", ");
      const distinct = new Set(nonces).size;
      lines.push(
        `${PAGES.length} page types x 4 answers (${count("bypass")} uncached, ${count("miss")} rendered and stored, ` +
          `${count("hit")} from the cache; seen: ${encodings}): ${nonces.length} policies with a nonce, ${distinct} ` +
          `distinct; ${scripts} script elements, each with its answer's nonce`,
      );
      if (distinct !== PAGES.length * 4 || nonces.length !== distinct || count("hit") < PAGES.length) ok = false;

      const chat = String((await send(`${server.origin}/`)).headers["content-security-policy"] ?? "");
      const widgetsNamed = chat.includes("https://chat.example.test") && chat.includes("https://calls.example.test");
      lines.push(
        `configured widgets named in the policy: ${widgetsNamed}; unconfigured ones: ${chat.includes("googletagmanager")}`,
      );
      if (!widgetsNamed || chat.includes("googletagmanager")) ok = false;

      const api = await send(`${server.origin}/api/health`);
      lines.push(`API answer's policy: ${String(api.headers["content-security-policy"])}`);
      if (api.headers["content-security-policy"] !== "default-src 'none'; frame-ancestors 'none'") ok = false;

      const plain = await send(`${server.origin}/`);
      const proxied = await send(`${server.origin}/`, { headers: { "x-forwarded-proto": "https" } });
      const spoofed = await send(`${server.origin}/`, { headers: { "x-forwarded-proto": "https, http" } });
      const hsts = (answer: Answer) => String(answer.headers["strict-transport-security"] ?? "absent");
      lines.push(
        `HSTS with TRUST_PROXY=1: over http ${hsts(plain)}; X-Forwarded-Proto https ${hsts(proxied)}; ` +
          `"https, http" (the client's claim before the proxy's) ${hsts(spoofed)}`,
      );
      if (
        plain.headers["strict-transport-security"] !== undefined ||
        proxied.headers["strict-transport-security"] !== "max-age=31536000; includeSubDomains" ||
        spoofed.headers["strict-transport-security"] !== undefined
      ) {
        ok = false;
      }

      // What restamping costs a cached page: hits of the home page, plain and gzip.
      const times: Record<string, number[]> = { identity: [], gzip: [] };
      for (let i = 0; i < 20; i++) {
        for (const encoding of ["identity", "gzip"]) {
          times[encoding]?.push((await send(`${server.origin}/`, { headers: { "accept-encoding": encoding } })).ms);
        }
      }
      lines.push(
        `home page from the cache with a fresh nonce, median of 20: plain ${ms(percentile(times.identity ?? [], 50))}, ` +
          `gzip ${ms(percentile(times.gzip ?? [], 50))}`,
      );
    } finally {
      await server.stop();
    }
    return { lines, ok };
  },
};

export default section;
