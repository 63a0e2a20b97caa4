import type { Locator, Page } from "@playwright/test";
import { expect, expectAxeClean, test } from "./fixtures";

/**
 * Prices in roubles (ADR 031) over the seeded catalogue and the seeded rates (JPY 0.53, KRW 0.056, CNY 11.2): the
 * «≈ N ₽» beside prices in other currencies on cards, institution, program and base pages and the comparison, and the
 * listing's price filter read in roubles, with and without JavaScript, at a desktop and a phone width.
 */
const JAPAN = "/universities/japan/";
const KOREA = "/universities/korea/";
const TOKYO = "/universities/japan/tokyo/university-of-tokyo-196/";
const TOKYO_PROGRAM = `${TOKYO}bakalavriat/`;
const TOKYO_BASE = `${TOKYO}platnoe-obuchenie-na-yaponskom-yazyke-1545/`;
/** Every rouble hint: «≈ 498 000 ₽», «≈ 493 000 – 906 000 ₽», «≈ до 392 000 ₽». */
const HINT = /^≈ (до )?\d{1,3}(\u00a0\d{3})*( – \d{1,3}(\u00a0\d{3})*)?\u00a0₽$/;

const cards = (page: Page) => page.locator(".listing-cards > li");
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("link", { name: title }) });
const priceOf = (scope: Locator) =>
  scope.locator("dt", { hasText: "Стоимость" }).locator("xpath=following-sibling::dd[1]");

/** Opens «Расширенный подбор», sets «Цена от, ₽» and submits the filter form. */
async function filterFromRoubles(page: Page, roubles: number) {
  const form = page.locator("#listing-filters");
  const input = form.getByLabel("Цена от, ₽");
  // A folded <details> hides its fields; a click on its summary unfolds it (no script needed).
  if (!(await input.isVisible())) await form.locator("summary", { hasText: "Расширенный подбор" }).click();
  await input.fill(String(roubles));
  await form.getByRole("button", { name: "Показать" }).click();
}

// The pages are large and axe is slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

for (const { name, viewport } of [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "360 px", viewport: { width: 360, height: 740 } },
]) {
  test.describe(`prices in roubles at ${name}`, () => {
    test.use({ viewport });

    test("a card shows «≈ N ₽» beside a yen price, never beside «Бесплатно» or «Узнать стоимость»", async ({
      page,
    }, testInfo) => {
      await page.goto(JAPAN);
      const tokyo = priceOf(cardOf(page, "Токийский университет"));
      await expect(tokyo).toHaveText("от 940\u00a0000\u00a0¥ ≈ 498\u00a0000\u00a0₽");
      await expect(tokyo.locator(".price-approx")).toBeVisible();
      await cardOf(page, "Токийский университет").screenshot({
        path: testInfo.outputPath(`card-${viewport.width}.png`),
      });
      await expectAxeClean(page);

      await page.goto("/catalog/?sort=price");
      for (const card of await cards(page).all()) {
        const price = priceOf(card);
        if (/^(Бесплатно|Узнать стоимость)/.test((await price.textContent()) ?? ""))
          await expect(price.locator(".price-approx")).toHaveCount(0);
      }
      for (const hint of await cards(page).locator(".price-approx").all()) await expect(hint).toHaveText(HINT);
    });

    test("the institution, program and base pages show the rouble figure beside the price", async ({
      page,
    }, testInfo) => {
      await page.goto(TOKYO);
      const fact = page.locator(".inst-facts__item").filter({ hasText: "Стоимость обучения" });
      await expect(fact).toContainText("от 940\u00a0000\u00a0¥ ≈ 498\u00a0000\u00a0₽");
      const programHints = page.locator(".program-card .price-approx");
      expect(await programHints.count()).toBeGreaterThan(0);
      for (const hint of await programHints.all()) await expect(hint).toHaveText(HINT);
      await page.screenshot({ path: testInfo.outputPath(`institution-${viewport.width}.png`) });
      await expectAxeClean(page);

      await page.goto(TOKYO_PROGRAM);
      const programHint = page.locator(".price-approx").first();
      await expect(programHint).toHaveText(HINT);
      await expectAxeClean(page);

      await page.goto(TOKYO_BASE);
      await expect(page.locator(".price-approx").first()).toHaveText(HINT);
      await page.screenshot({ path: testInfo.outputPath(`base-${viewport.width}.png`) });
      await expectAxeClean(page);
    });

    test("the comparison table shows the rouble figure beside each price", async ({ page }, testInfo) => {
      await page.goto(JAPAN);
      const tokyo = page.getByRole("button", { name: /^(Сравнить|В сравнении): Токийский университет$/ });
      await tokyo.click();
      await expect(tokyo).toHaveAttribute("aria-pressed", "true");
      await page.goto(KOREA);
      const korea = page.getByRole("button", { name: /^(Сравнить|В сравнении): Университет Корё$/ });
      await korea.click();
      await expect(korea).toHaveAttribute("aria-pressed", "true");

      await page.goto("/sravnenie/");
      const table = page.getByRole("table", { name: "Учебные заведения" });
      const row = table.getByRole("row", { name: /^Стоимость/ });
      const cells = row.getByRole("cell");
      await expect(cells).toHaveCount(2);
      await expect(cells.nth(0)).toContainText("¥");
      await expect(cells.nth(1)).toContainText("₩");
      for (const cell of await cells.all()) await expect(cell.locator(".price-approx")).toHaveText(HINT);
      await table.screenshot({ path: testInfo.outputPath(`compare-${viewport.width}.png`) });
      await expectAxeClean(page);
    });

    test("the price filter reads roubles: from 450 000 ₽ keeps the two dearest of the four yen prices", async ({
      page,
    }) => {
      await page.goto(JAPAN);
      await expect(cards(page)).toHaveCount(4);
      await filterFromRoubles(page, 450_000);
      await expect(page).toHaveURL(/[?&]filter\.price_from=450000(&|$)/);
      // 940 000 ¥ ≈ 498 000 ₽ and 900 000 ¥ ≈ 477 000 ₽ stay; 830 000 ¥ and 810 000 ¥ (≈ 440 000, 429 000 ₽) go.
      await expect(cards(page)).toHaveCount(2);
      await expect(cardOf(page, "Токийский университет")).toHaveCount(1);
      await expect(cardOf(page, "Киотский университет")).toHaveCount(1);
      await expect(page.locator("#listing-filters").getByLabel("Цена от, ₽")).toHaveValue("450000");
      await expectAxeClean(page);
    });
  });
}

test.describe("the price filter in roubles without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    test(`submits with the GET form at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(KOREA);
      await expect(cards(page)).toHaveCount(4);
      await filterFromRoubles(page, 700_000);
      await expect(page).toHaveURL(/[?&]filter\.price_from=700000(&|$)/);
      // 12 800 000 ₩ ≈ 717 000 ₽ and 12 700 000 ₩ ≈ 711 000 ₽ stay; 12 400 000 ₩ and 10 700 000 ₩ go.
      await expect(cards(page)).toHaveCount(2);
      await expect(cardOf(page, "Университет Корё")).toHaveCount(1);
      await expect(priceOf(cardOf(page, "Университет Корё"))).toHaveText(
        "от 12\u00a0700\u00a0000\u00a0₩ ≈ 711\u00a0000\u00a0₽",
      );
      // axe runs as a script in the page: a filtered listing is checked with JavaScript above.
    });
  }
});
