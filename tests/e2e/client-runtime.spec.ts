import type { APIRequestContext, Page } from "@playwright/test";
import type { Institution } from "../../core/domain/catalogue/institution";
import { institutionHref } from "../../core/domain/compare/compare-links";
import { expect, hydrated, test } from "./fixtures";

/**
 * The server renders with React and the browser hydrates with Preact (docs/adr/028). These pages must hydrate
 * without an error, keep one document element, and keep every id reference of the server's markup (labels, ARIA
 * references) pointing at an element after the browser has re-rendered.
 */

/** Uncaught exceptions and console errors (hydration problems are reported there). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // A 404 page answers its document with 404, which the browser reports as a failed resource.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  return errors;
}

/** Id references that point at nothing: `label[for]`, aria-labelledby, aria-describedby, aria-controls. */
const danglingReferences = (page: Page) =>
  page.evaluate(() => {
    const missing: string[] = [];
    const check = (element: Element, attribute: string) => {
      for (const id of (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean)) {
        if (document.getElementById(id) === null) missing.push(`${element.tagName.toLowerCase()}[${attribute}=${id}]`);
      }
    };
    for (const label of document.querySelectorAll("label[for]")) check(label, "for");
    for (const attribute of ["aria-labelledby", "aria-describedby", "aria-controls"]) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) check(element, attribute);
    }
    return missing;
  });

const documentShape = (page: Page) =>
  page.evaluate(() => ({
    html: document.querySelectorAll("html").length,
    head: document.querySelectorAll("head").length,
    body: document.querySelectorAll("body").length,
    stylesheets: document.styleSheets.length,
  }));

async function firstInstitutionPath(request: APIRequestContext): Promise<string> {
  const grid = (await (await request.get("/api/ru/v1/institutions/grid?page=1&per_page=1")).json()) as {
    data: { id: number }[];
  };
  const id = grid.data[0]?.id;
  if (id === undefined) throw new Error("The seeded catalogue is empty");
  const institution = (await (await request.get(`/api/ru/v1/institutions/${id}`)).json()) as Institution;
  return institutionHref(institution);
}

test.describe("the browser runtime", () => {
  for (const path of ["/", "/catalog/", "/sravnenie/", "/faq/", "/no-such-page/"]) {
    test(`${path} hydrates without errors and keeps its id references`, async ({ page }) => {
      const errors = recordErrors(page);
      await page.goto(path);
      await hydrated(page);
      expect(await danglingReferences(page)).toEqual([]);
      expect(await documentShape(page)).toMatchObject({ html: 1, head: 1, body: 1 });
      expect(errors).toEqual([]);
    });
  }

  test("an institution page hydrates, and its labels survive a re-render", async ({ page, request }) => {
    const errors = recordErrors(page);
    await page.goto(await firstInstitutionPath(request));
    await hydrated(page);
    // A wrong phone number re-renders the quick order with its error: the field keeps its label and its message.
    const form = page.locator("#quick-order form");
    await form.getByLabel("Имя").fill("Олег");
    const phone = form.getByLabel("Телефон");
    await phone.fill("12");
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    expect(await danglingReferences(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("after an error page, going back shows the page again in one document that still navigates", async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await page.goto("/o-kompanii/");
    await hydrated(page);
    // A client navigation to a page that does not exist: the root error boundary takes the place of the page.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/blog/novosti/net-takoj-stati/"),
    );
    await expect(page.getByRole("link", { name: "На главную" }).first()).toBeVisible();
    await expect(page).toHaveURL(/net-takoj-stati\/$/);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "О компании «Шуюань»" })).toBeVisible();
    const shape = await documentShape(page);
    expect(shape).toMatchObject({ html: 1, head: 1, body: 1 });
    expect(shape.stylesheets).toBeGreaterThan(0);

    // Links still navigate on the client: no new document is requested.
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("tablist", { name: "Страны" })).toBeVisible();
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
  });
});
