import { describe, expect, it } from "vitest";
import { FIXTURE_NOW, FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { mainDataSchema } from "../../domain/main-data/main-data";
import { ANONYMOUS_USER } from "../../domain/user/anonymous-user";
import type { LayoutRepository } from "../../ports/layout-repository.port";
import { getMainData } from "./get-main-data";

const viewer = { userId: FX.viewer, sessionId: FX.currentSession, role: "user" as const };
const later = (seconds: number) => new Date(FIXTURE_NOW.getTime() + seconds * 1000);

/** The fakes, with a count of how often the layout config (the first shared read) is loaded. */
const setup = () => {
  const side = memoryReadSide();
  let loads = 0;
  const layout: LayoutRepository = {
    ...side.layout,
    config: () => {
      loads += 1;
      return side.layout.config();
    },
  };
  return { side, deps: { ...side, layout }, loads: () => loads };
};

describe("getMainData", () => {
  it("assembles the home data for an anonymous visitor", async () => {
    const { deps } = setup();
    const data = await getMainData(deps, { path: "/", viewer: null, now: FIXTURE_NOW });
    expect(mainDataSchema.safeParse(data).success).toBe(true);
    expect(data.user).toEqual(ANONYMOUS_USER);
    expect(data.page.seo?.title).toBe("Шуюань");
    expect(data.hsk.block_platform?.title).toBe("Подготовка к HSK");
    expect(Object.keys(data.banners)).toEqual(["home-hero", "home-promo"]);
    expect(data.banners["home-hero"]?.map((banner) => banner.id)).toEqual([2, 1]);
    expect(data.main_faq.map((entry) => entry.id)).toEqual([2, 1]);
    expect(data.notice).toEqual({ id: 2, title: null, text: "Приём заявок открыт", link: "/blog/novosti/viza/" });
    expect(data.filters.countries.map((country) => country.slug)).toEqual(["china", "korea", "canada"]);
    expect(data.exchange_rates).toEqual([{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]);
  });

  it("sizes the layout blocks by the settings and links the latest posts", async () => {
    const { deps } = setup();
    const { layout_settings } = await getMainData(deps, { path: "/", viewer: null, now: FIXTURE_NOW });
    expect(layout_settings.demand_institutions.map((ref) => ref.id)).toEqual([FX.anshan, FX.pku]);
    expect(layout_settings.last_events).toEqual([
      {
        id: FX.postVisaTips,
        title: "Как получить визу",
        starts_at: "2026-11-20T10:00:00.000Z",
        link: "/blog/sovety/viza/",
        image: null,
      },
      {
        id: FX.postVisaNews,
        title: "Новые правила визы",
        starts_at: "2026-11-18T10:00:00.000Z",
        link: "/blog/novosti/viza/",
        image: null,
      },
    ]);
    expect(layout_settings.footer.last_articles.map((article) => article.id)).toEqual([
      FX.postVisaTips,
      FX.postVisaNews,
      FX.postBudget,
    ]);
    expect(layout_settings.interactive_map.map((country) => country.slug)).toEqual(["china", "korea"]);
    expect(layout_settings.contacts.main_email).toBe("info@shuyuan.test");
  });

  it("shows the page of the visited path and the institution's own notice over the main one", async () => {
    const { deps } = setup();
    const institutionPage = "/universities/china/beijing/peking-university-11/";
    const data = await getMainData(deps, { path: institutionPage, viewer: null, now: FIXTURE_NOW });
    expect(data.notice?.text).toBe("ПКУ закрывает приём раньше");
    expect(data.page).toEqual({ seo: null, description: "" });
    const program = await getMainData(deps, {
      path: "/universities/peking-university-11/bakalavriat/",
      viewer: null,
      now: FIXTURE_NOW,
    });
    expect(program.notice?.id).toBe(6);
    const contacts = await getMainData(deps, { path: "/contacts/", viewer: null, now: FIXTURE_NOW });
    expect(contacts.page.description).toBe("<p>Москва</p>");
    expect(contacts.notice?.id).toBe(2);
  });

  it("adds the viewer as the user, read on every call", async () => {
    const { deps, side } = setup();
    const first = await getMainData(deps, { path: "/", viewer, now: FIXTURE_NOW });
    expect(first.user).toMatchObject({ id: FX.viewer, slug: "2-ivan.petrov" });
    const row = side.tables.users.find((user) => user.id === FX.viewer);
    if (row) row.first_name = "Иоанн";
    const second = await getMainData(deps, { path: "/", viewer, now: later(1) });
    expect(second.user.first_name).toBe("Иоанн");
    const anonymous = await getMainData(deps, { path: "/", viewer: null, now: later(2) });
    expect(anonymous.user.id).toBe(0);
  });

  it("falls back to the anonymous user when the viewer's account is gone", async () => {
    const { deps } = setup();
    const data = await getMainData(deps, {
      path: "/",
      viewer: { userId: 99, sessionId: 1, role: "user" },
      now: FIXTURE_NOW,
    });
    expect(data.user).toEqual(ANONYMOUS_USER);
  });

  it("caches the site-wide part once and the page and notice per path, for a minute", async () => {
    const { deps, side, loads } = setup();
    await getMainData(deps, { path: "/", viewer: null, now: FIXTURE_NOW });
    const notice = side.tables.notices.find((row) => row.id === 2);
    if (notice) notice.text = "Изменённое объявление";
    const cached = await getMainData(deps, { path: "/", viewer, now: later(59) });
    expect(loads()).toBe(1);
    expect(cached.notice?.text).toBe("Приём заявок открыт");
    const otherPath = await getMainData(deps, { path: "/contacts/", viewer: null, now: later(59) });
    expect(loads()).toBe(1);
    expect(otherPath.notice?.text).toBe("Изменённое объявление");
    const fresh = await getMainData(deps, { path: "/", viewer: null, now: later(60) });
    expect(loads()).toBe(2);
    expect(fresh.notice?.text).toBe("Изменённое объявление");
  });
});
