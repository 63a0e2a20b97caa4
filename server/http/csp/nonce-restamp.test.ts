import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StoredPage } from "../page-store";
import { cspNonce } from "./csp-nonce";
import { gzipKeepingNonce, restamped, storedNonce } from "./nonce-restamp";

const encoder = new TextEncoder();
const bytes = (text: string) => new Uint8Array(encoder.encode(text));
const text = (data: Uint8Array) => Buffer.from(data).toString();

const pageWith = (nonce: string, html: string, gzip: Uint8Array<ArrayBuffer> | null): StoredPage => ({
  status: 200,
  headers: { "content-type": "text/html", "content-security-policy": `script-src 'nonce-${nonce}' 'strict-dynamic'` },
  body: bytes(html),
  gzip,
});

/** HTML-ish text with the nonce at random places (also back to back and at both ends). */
const pageArb = fc
  .array(fc.oneof(fc.constant("NONCE"), fc.string({ maxLength: 400 }), fc.constant('<script nonce="NONCE">')), {
    maxLength: 30,
  })
  .map((parts) => parts.join(""));

describe("a stored page's nonce", () => {
  it("is the one its policy header names", () => {
    expect(storedNonce({ "content-security-policy": "script-src 'nonce-Ab_9-x' 'strict-dynamic'" })).toBe("Ab_9-x");
    expect(storedNonce({ "content-security-policy-report-only": "script-src 'nonce-q'" })).toBe("q");
    expect(storedNonce({ "content-type": "text/html" })).toBeNull();
  });

  it("stays literal in the gzip form, which unpacks to the very page", async () => {
    await fc.assert(
      fc.asyncProperty(pageArb, async (template) => {
        const nonce = cspNonce();
        const html = template.replaceAll("NONCE", nonce);
        const zipped = await gzipKeepingNonce(bytes(html), nonce);
        expect(gunzipSync(zipped).toString()).toBe(html);
        const literal = Buffer.from(zipped).toString("latin1").split(nonce).length - 1;
        expect(literal).toBe(html.split(nonce).length - 1);
      }),
      { numRuns: 60 },
    );
  });

  it("is replaced by a fresh one everywhere: header, body, and gzip with a valid checksum", async () => {
    await fc.assert(
      fc.asyncProperty(pageArb, fc.boolean(), async (template, zipped) => {
        const old = cspNonce();
        const fresh = cspNonce();
        const html = template.replaceAll("NONCE", old);
        const page = pageWith(old, html, await gzipKeepingNonce(bytes(html), old));
        const sent = restamped(page, zipped, fresh);
        const expected = template.replaceAll("NONCE", fresh);
        expect(sent.headers["content-security-policy"]).toBe(`script-src 'nonce-${fresh}' 'strict-dynamic'`);
        if (zipped) expect(gunzipSync(sent.gzip ?? new Uint8Array()).toString()).toBe(expected);
        else expect(text(sent.body)).toBe(expected);
        expect(text(page.body)).toBe(html);
      }),
      { numRuns: 60 },
    );
  });

  it("sends the body instead of a gzip form that does not hold the nonce literally", () => {
    const old = cspNonce();
    const html = `<script nonce="${old}"></script>${"<p>текст</p>".repeat(100)}`;
    const page = pageWith(old, html, new Uint8Array(gzipSync(html)));
    const fresh = cspNonce();
    const sent = restamped(page, true, fresh);
    expect(sent.gzip).toBeNull();
    expect(text(sent.body)).toBe(html.replace(old, fresh));
  });

  it("leaves a page without a policy as it is", async () => {
    const page: StoredPage = { status: 200, headers: {}, body: bytes("<p>x</p>"), gzip: null };
    expect(restamped(page, false)).toBe(page);
    expect(gunzipSync(await gzipKeepingNonce(bytes("<p>x</p>"), null)).toString()).toBe("<p>x</p>");
  });
});
