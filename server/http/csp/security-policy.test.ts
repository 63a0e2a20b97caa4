import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { NO_WIDGETS } from "../../app";
import { nonceOfPolicy } from "./csp-nonce";
import { API_POLICY } from "./page-policy";
import {
  DOCUMENT_POLICY,
  HSTS_VALUE,
  securityPolicy,
  type SecurityPolicyOptions,
  withPagePolicy,
} from "./security-policy";

const WIDGETS = { ...NO_WIDGETS, callTrackingScriptUrl: "https://ct.example/ct.js" };

const appWith = (options: SecurityPolicyOptions) => {
  const app = new Hono();
  app.use("*", securityPolicy(options));
  app.get("/api/ru/v1/main", (c) => c.json({ ok: true }));
  app.get("/sandbox-pay/x", (c) => c.html("<p>bank</p>"));
  app.get("/assets/a.js", (c) => c.body("1", 200, { "content-type": "text/javascript" }));
  app.get("*", () =>
    withPagePolicy(
      options,
      WIDGETS,
      async (nonce) => new Response(`<script nonce="${nonce}"></script>`, { headers: { "content-type": "text/html" } }),
    ),
  );
  return app;
};

const ENFORCED: SecurityPolicyOptions = { reportOnly: false, trustProxy: 1, formTargets: ["https://oauth.example"] };

describe("the security policy middleware", () => {
  it("sends each page with the policy of the nonce it was rendered with, new every time", async () => {
    const app = appWith(ENFORCED);
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await app.request("http://site.test/");
        const nonce = nonceOfPolicy(response.headers.get("content-security-policy"));
        expect(await response.text()).toBe(`<script nonce="${nonce}"></script>`);
        expect(response.headers.get("content-security-policy")).toContain("https://ct.example");
        expect(response.headers.get("content-security-policy")).toContain("form-action 'self' https://oauth.example");
        return nonce;
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("gives API answers the API policy, other documents no scripts, and files none", async () => {
    const app = appWith(ENFORCED);
    expect((await app.request("http://site.test/api/ru/v1/main")).headers.get("content-security-policy")).toBe(
      API_POLICY,
    );
    expect((await app.request("http://site.test/sandbox-pay/x")).headers.get("content-security-policy")).toBe(
      DOCUMENT_POLICY,
    );
    expect((await app.request("http://site.test/assets/a.js")).headers.get("content-security-policy")).toBeNull();
  });

  it("only reports in report-only mode", async () => {
    const response = await appWith({ ...ENFORCED, reportOnly: true }).request("http://site.test/");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("content-security-policy-report-only")).toMatch(/'nonce-[\w-]{24}'/);
  });

  it("sends HSTS over https only: its own TLS or a trusted proxy's X-Forwarded-Proto", async () => {
    const hsts = async (options: SecurityPolicyOptions, url: string, proto?: string) =>
      (
        await appWith(options).request(url, { headers: proto === undefined ? {} : { "x-forwarded-proto": proto } })
      ).headers.get("strict-transport-security");
    expect(await hsts(ENFORCED, "http://site.test/")).toBeNull();
    expect(await hsts(ENFORCED, "http://site.test/", "https")).toBe(HSTS_VALUE);
    expect(await hsts(ENFORCED, "http://site.test/api/ru/v1/main", "https")).toBe(HSTS_VALUE);
    expect(await hsts({ ...ENFORCED, trustProxy: 0 }, "http://site.test/", "https")).toBeNull();
    expect(await hsts({ ...ENFORCED, trustProxy: 0 }, "https://site.test/")).toBe(HSTS_VALUE);
  });
});
