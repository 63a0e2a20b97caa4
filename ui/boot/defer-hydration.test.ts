import { describe, expect, it } from "vitest";
import { deferHydration as deferBytes } from "./defer-hydration";

const page = (
  module = '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";</script>',
) =>
  [
    '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
    '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/>',
    '<link rel="modulepreload" href="/assets/b.js" nonce="n1"/>',
    '<link rel="stylesheet" href="/assets/c.css"/></head><body><main>Текст</main>',
    '<script nonce="n1">window.__reactRouterContext = {};</script>',
    module,
    "</body></html>",
  ].join("");

const options = {
  nonce: "n1",
  atLoad: "/assets/at-load.js",
  site: { isBot: false, widgets: {} },
  options: { pageViewDelayMs: 250 },
};

/** The function over text, as the tests write pages. */
const deferHydration = (html: string, settings: Parameters<typeof deferBytes>[1]) =>
  deferBytes(Buffer.from(html), settings).toString("utf8");

const bootConfig = (html: string): unknown => {
  const match = /\}\)\((\{.*\})\)<\/script><\/body>/.exec(html);
  return match === null ? null : JSON.parse(match[1] ?? "null");
};

describe("deferHydration (ADR 077)", () => {
  it("makes the module script inert, moves its preload hints into the start script, and keeps the rest", () => {
    const html = deferHydration(page(), { ...options, extraPreload: ["/assets/behaviours.js", "/assets/b.js"] });
    expect(html).not.toContain('rel="modulepreload" href=');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script nonce="n1" type="text/x-shuyuan-module">import * as route0 from "/assets/root.js";</script>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/c.css"/>');
    expect(html).toContain("<main>Текст</main>");
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="n1">(function wakeOnIntent(');
    expect(bootConfig(html)).toEqual({
      preload: ["/assets/entry.client-a.js", "/assets/b.js", "/assets/behaviours.js"],
      atLoad: "/assets/at-load.js",
      site: { isBot: false, widgets: {} },
      options: { pageViewDelayMs: 250 },
    });
  });

  it("writes a start script that parses, without the source's comment lines", () => {
    const html = deferHydration(page(), options);
    const boot = /<script nonce="n1">(\(function wakeOnIntent[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(boot).not.toBe("");
    expect(boot).not.toMatch(/^\s*\/\//m);
    // Compiles only (never runs): a syntax error throws here.
    expect(() => new Function(boot)).not.toThrow();
  });

  it("puts the start script last in <body>, after the inert module script", () => {
    const html = deferHydration(page(), options);
    expect(html.indexOf('type="text/x-shuyuan-module"')).toBeLessThan(html.indexOf("wakeOnIntent"));
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("escapes what the settings carry, so no value can close the script", () => {
    const html = deferHydration(page(), { ...options, site: { note: "</script><script>alert(1)</script>\u2028" } });
    const boot = html.slice(html.indexOf("wakeOnIntent"));
    expect(boot.match(/<\/script>/g)).toHaveLength(1);
    expect(boot).toContain("\\u003c/script>");
    expect(bootConfig(html)).toMatchObject({ site: { note: "</script><script>alert(1)</script>\u2028" } });
  });

  it("leaves a page without exactly one module script as it is (it hydrates at load)", () => {
    expect(deferHydration(page(""), options)).toBe(page(""));
    const twice = page(
      '<script type="module" async="">import "/a.js";</script><script type="module" async="">import "/b.js";</script>',
    );
    expect(deferHydration(twice, options)).toBe(twice);
  });

  it("writes no nonce attribute when the page has none", () => {
    const html = deferHydration(page().replaceAll(' nonce="n1"', ""), { ...options, nonce: undefined });
    expect(html).toContain("<script>(function wakeOnIntent(");
  });

  it("keeps every byte of the page's text, wherever the hints stand", () => {
    const text = "<p>Шанхай — 上海 &amp; «кавычки»</p>";
    const html = deferHydration(
      page().replace("<main>Текст</main>", text) + '<link rel="modulepreload" href="/assets/late.js"/>',
      options,
    );
    expect(html).toContain(text);
    expect(html).not.toContain("modulepreload");
    expect(bootConfig(html)).toMatchObject({
      preload: ["/assets/entry.client-a.js", "/assets/b.js", "/assets/late.js"],
    });
  });
});
