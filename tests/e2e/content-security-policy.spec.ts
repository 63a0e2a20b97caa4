import type { APIRequestContext, Page, Route } from "@playwright/test";
import type { Institution } from "../../core/domain/catalogue/institution";
import { degreeProgramHref, institutionHref } from "../../core/domain/compare/compare-links";
import { signInDemoStaff } from "../support/demo-staff-session";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 17 item 6 (ADR 071): every page type works under its Content-Security-Policy. The browser reports each
 * violation as a `securitypolicyviolation` event and a "Refused to …" console message; both are collected across
 * navigations and must stay empty. One deliberate violation shows that the collection sees them.
 */
const V1 = "/api/ru/v1";

type Violation = { directive: string; blocked: string; page: string };

/** Collects the page's policy violations, from the event in every document and from the console. */
async function watchPolicy(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeBinding("__cspViolation", (_source, violation: Violation) => seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation?: (v: Violation) => void }).__cspViolation;
      report?.({ directive: event.violatedDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text))
      seen.push({ directive: "console", blocked: text, page: page.url() });
  });
  return seen;
}

/** Opens a page, lets it hydrate, scrolls it through (islands load as they come into view) and waits a moment. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[\w-]{24}' 'strict-dynamic'/);
  await hydrated(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForTimeout(300);
}

/** An institution of the catalogue with a degree program, from the API. */
async function institutionWithProgram(request: APIRequestContext) {
  const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=10`)).json()) as {
    data: { id: number }[];
  };
  for (const { id } of grid.data) {
    const institution = (await (await request.get(`${V1}/institutions/${id}`)).json()) as Institution;
    const program = institution.degree_programs[0];
    if (program !== undefined) return { institution, program };
  }
  throw new Error("The seeded catalogue has no institution with a degree program");
}

test.describe("the content security policy", () => {
  test.describe.configure({ timeout: 120_000 });

  test("blocks nothing on the public pages, with client navigation between them", async ({ page, request }) => {
    const violations = await watchPolicy(page);
    const { institution, program } = await institutionWithProgram(request);
    const post = (
      (await (await request.get(`${V1}/blog/posts/grid?page=1&per_page=1`)).json()) as {
        data: { slug: string; category: { slug: string } }[];
      }
    ).data[0];
    if (post === undefined) throw new Error("The seeded blog has no post");
    for (const path of [
      "/",
      "/catalog/",
      "/universities/",
      institutionHref(institution),
      degreeProgramHref(institution, program.slug),
      "/blog/",
      `/blog/${post.category.slug}/${post.slug}/`,
      "/contacts/",
    ]) {
      await visit(page, path);
    }
    // A client-side navigation loads route chunks through the nonced entry ('strict-dynamic').
    await visit(page, "/");
    await page.getByRole("navigation").getByRole("link", { name: "Блог" }).first().click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });

  test("blocks nothing in the account settings while a form is sent", async ({ page, signIn }) => {
    const violations = await watchPolicy(page);
    await signIn({ first: "Вера", last: "Политикова" });
    await visit(page, "/u/settings/profile/");
    const form = page.getByRole("form", { name: "Личные данные" });
    await form.getByLabel("О себе").fill("Проверяю политику безопасности.");
    await form.getByRole("button", { name: "Сохранить" }).click();
    await expect(form.getByRole("status")).toHaveText("Профиль сохранён.");
    await visit(page, "/u/settings/security/");
    expect(violations).toEqual([]);
  });

  test("blocks nothing in the staff console", async ({ page, context, request, baseURL }) => {
    const violations = await watchPolicy(page);
    await signInDemoStaff(context, request, baseURL ?? "");
    await visit(page, "/staff/");
    await visit(page, "/staff/leads/");
    expect(violations).toEqual([]);
  });

  test("reports what it blocks: a request to an origin the policy does not name", async ({ page }) => {
    const violations = await watchPolicy(page);
    await visit(page, "/");
    await page.evaluate(() => fetch("https://elsewhere.example.test/").catch(() => null));
    await expect.poll(() => violations.filter((v) => v.directive === "connect-src").length).toBe(1);
    expect(violations.find((v) => v.directive === "connect-src")?.blocked).toBe("https://elsewhere.example.test/");
  });
});

/** Fake widgets that do what real ones do on their own origin: talk to it, show its picture and panel, load more. */
async function busyWidgetHosts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const widget = `
    fetch("https://widgets.example.test/session").catch(function () {});
    var picture = new Image(); picture.src = "https://widgets.example.test/pixel.png"; document.body.appendChild(picture);
    var panel = document.createElement("iframe"); panel.src = "https://widgets.example.test/panel.html";
    panel.title = "widget"; document.body.appendChild(panel);
    var style = document.createElement("style"); style.textContent = ".w{color:red}"; document.head.appendChild(style);
    var more = document.createElement("script"); more.src = "https://widgets.example.test/more.js";
    document.head.appendChild(more);`;
  const serve = async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.endsWith(".png")) return route.fulfill({ status: 204 });
    if (url.endsWith(".html")) return route.fulfill({ status: 200, contentType: "text/html", body: "<p>panel</p>" });
    const body = url.endsWith("/live-chat.js")
      ? widget
      : url.startsWith("https://js.sentry-cdn.com/")
        ? "window.Sentry={init:function(){}};window.sentryOnLoad&&window.sentryOnLoad();"
        : url.includes("gtm.js")
          ? 'fetch("https://region1.google-analytics.com/g/collect",{method:"POST"}).catch(function(){});'
          : "";
    return route.fulfill({ status: 200, contentType: "text/javascript", body });
  };
  await page.route("https://widgets.example.test/**", serve);
  await page.route("https://www.googletagmanager.com/**", serve);
  await page.route("https://js.sentry-cdn.com/**", serve);
  await page.route("https://region1.google-analytics.com/**", serve);
  return requested;
}

test(
  "blocks nothing of the configured widgets, which load, talk to their origin and open their panels",
  { tag: "@widgets" },
  async ({ page }) => {
    const violations = await watchPolicy(page);
    const requested = await busyWidgetHosts(page);
    await visit(page, "/");
    await expect.poll(() => requested.filter((url) => url.endsWith("/more.js")).length).toBe(1);
    await expect.poll(() => requested.some((url) => url.endsWith("/panel.html"))).toBe(true);
    await expect.poll(() => requested.some((url) => url.includes("google-analytics.com"))).toBe(true);
    expect(requested).toEqual(expect.arrayContaining(["https://widgets.example.test/session"]));
    await visit(page, "/o-kompanii/");
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  },
);
