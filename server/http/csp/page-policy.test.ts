import { describe, expect, it } from "vitest";
import { NO_WIDGETS } from "../../app";
import { API_POLICY, pagePolicy } from "./page-policy";

describe("the page policy", () => {
  it("allows only the site's own origin when no widget is configured", () => {
    expect(pagePolicy({ nonce: "abc", widgets: NO_WIDGETS, formTargets: [] })).toBe(
      "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' 'self' 'unsafe-inline'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; frame-src 'self'; " +
        "worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
    );
  });

  it("adds a chat widget's origin, its WebSocket, and the error reporter's hosts and worker", () => {
    const policy = pagePolicy({
      nonce: "n",
      widgets: {
        ...NO_WIDGETS,
        liveChatScriptUrl: "https://chat.example/w.js",
        errorReportingDsn: "https://k@o1.ingest.example/7",
      },
      formTargets: ["https://id.vk.com", "https://id.vk.com"],
    });
    expect(policy).toContain("connect-src 'self' https://chat.example wss://chat.example https://o1.ingest.example;");
    expect(policy).toContain(
      "script-src 'nonce-n' 'strict-dynamic' 'self' https://chat.example https://js.sentry-cdn.com",
    );
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("form-action 'self' https://id.vk.com");
    expect(policy).not.toContain("https://id.vk.com https://id.vk.com");
  });

  it("ignores a tag manager id that the pages would not load either", () => {
    expect(pagePolicy({ nonce: "n", widgets: { ...NO_WIDGETS, tagManagerId: "UA-1" }, formTargets: [] })).not.toContain(
      "googletagmanager",
    );
  });

  it("lets API answers load nothing and be framed by nobody", () => {
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
