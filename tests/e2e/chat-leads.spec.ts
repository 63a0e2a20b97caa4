import { randomUUID } from "node:crypto";
import type { Page, Route } from "@playwright/test";
import { signInAs } from "../support/staff-session";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "../support/staff-login";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 16's call-tracking lead (spec 7, ADR 068) on the server with every widget configured: the live chat hands
 * over a visitor's contacts or a callback as a `shuyuan:chat-lead` event; the page sends at most one lead call per
 * 10 s (spec 9), keeping the latest lead that came sooner, and the staff find it among the leads («Онлайн-чат»).
 */
const LEAD_CALL = "/api/ru/v1/call-tracking/lead";

/** The fake live chat: it exposes `window.fakeChat(detail)`, which dispatches what a real integration would. */
const fakeChat = async (page: Page) => {
  const serve = async (route: Route) => {
    const body = route.request().url().endsWith("/live-chat.js")
      ? 'window.fakeChat=function(d){window.dispatchEvent(new CustomEvent("shuyuan:chat-lead",{detail:d}))};'
      : "";
    await route.fulfill({ status: 200, contentType: "text/javascript", body });
  };
  await page.route("https://widgets.example.test/**", serve);
  await page.route("https://www.googletagmanager.com/**", serve);
  await page.route("https://js.sentry-cdn.com/**", serve);
};

const chat = (page: Page, detail: Record<string, string>) =>
  page.evaluate((d) => (window as unknown as { fakeChat: (d: unknown) => void }).fakeChat(d), detail);

test(
  "a chat visitor's contacts and callback become leads, one call per 10 s, with the page and its utm",
  { tag: "@widgets" },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(60_000);
    const tag = randomUUID().slice(0, 8);
    const email = `chat-${tag}@example.ru`;
    const calls: { at: number; body: Record<string, unknown>; status: number }[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(LEAD_CALL)) return;
      const body = response.request().postDataJSON() as Record<string, unknown>;
      calls.push({ at: Date.now(), body, status: response.status() });
    });
    await fakeChat(page);
    await page.goto("/kolledzh-posle-9-klassa/?utm_source=x&utm_campaign=chat");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-chat-leads", "ready", { timeout: 15_000 });
    // The page takes leads before the chat's own script has arrived: the fake chat is there once it has.
    await page.waitForFunction(() => typeof (window as unknown as { fakeChat?: unknown }).fakeChat === "function");

    await chat(page, { trigger: "contacts", name: "Ольга Чатова", email, subject: `Колледж ${tag}` });
    await expect.poll(() => calls.length).toBe(1);
    // A callback started right after: it waits for its turn (spec 9), then goes.
    await chat(page, { trigger: "callback", name: "Ольга Чатова", phone: "+7 916 555-44-33", subject: tag });
    await page.waitForTimeout(3000);
    expect(calls).toHaveLength(1);
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(2);
    const [first, second] = calls;
    if (!first || !second) throw new Error("two lead calls expected");
    expect(second.at - first.at).toBeGreaterThanOrEqual(9_500);
    expect(calls.map((call) => call.status)).toEqual([202, 202]);
    expect(first.body).toMatchObject({
      trigger: "contacts",
      email,
      request_url: expect.stringContaining("/kolledzh-posle-9-klassa/?utm_source=x") as unknown as string,
      utm: { utm_source: "x", utm_campaign: "chat" },
    });
    expect(second.body).toMatchObject({ trigger: "callback", phone: "+7 916 555-44-33" });

    // The staff read both in the console's leads.
    await signInAs(context, request, baseURL ?? "", DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD);
    const staff = await context.newPage();
    await staff.goto("/staff/leads/?kind=chat");
    const cards = staff.getByRole("article").filter({ hasText: tag });
    await expect(cards).toHaveCount(2);
    const contacts = cards.filter({ hasText: email });
    await expect(contacts).toContainText("Онлайн-чат");
    await expect(contacts).toContainText("utm_source=x");
    await expect(contacts).toContainText("/kolledzh-posle-9-klassa/?utm_source=x");
    await expect(cards.filter({ hasText: "+79165554433" })).toHaveCount(1);
  },
);
