import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerSchema } from "../../core/domain/content/banner";
import { contactsSchema } from "../../core/domain/main-data/contacts";
import { userSchema } from "../../core/domain/user/user";
import type { LayoutRepository } from "../../core/ports/layout-repository.port";
import { FIXTURE_NOW, FX, readSideFixture } from "./rows/read-side.fixture";
import { type StorageRows, storageRows } from "./rows/storage-rows";

export type LayoutStore = Readonly<{ repository: LayoutRepository; close: () => Promise<void> }>;

const now = FIXTURE_NOW;
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);

/** The behaviour every LayoutRepository shares, run against the memory and the SQL adapter. */
export function layoutContract(name: string, open: (rows: StorageRows) => Promise<LayoutStore>) {
  describe(`LayoutRepository (${name})`, () => {
    let store: LayoutStore;
    let empty: LayoutStore;
    beforeAll(async () => {
      store = await open(readSideFixture());
      empty = await open(storageRows());
    });
    afterAll(async () => {
      await store.close();
      await empty.close();
    });
    const repo = () => store.repository;

    it("reads the layout settings leniently: missing or wrong texts are empty, limits from the settings", async () => {
      const config = await repo().config();
      expect(contactsSchema.safeParse(config.contacts).success).toBe(true);
      expect(config.contacts).toMatchObject({
        main_email: "info@shuyuan.test",
        contact_center: "8 800 000-00-00",
        maps_iframe_link: "",
        address: "",
        zip_code: "",
      });
      expect(config.hskPlatformBlock).toEqual({
        title: "Подготовка к HSK",
        text: "Пробные тесты",
        link: "/hsk/",
        image: null,
      });
      expect(config.limits).toEqual({ demandInstitutions: 2, lastEvents: 2, footerArticles: 3 });
    });

    it("falls back to empty contacts, no HSK block and default limits without settings", async () => {
      const config = await empty.repository.config();
      expect(Object.values(config.contacts).every((value) => value === "")).toBe(true);
      expect(config.hskPlatformBlock).toBeNull();
      expect(config.limits).toEqual({ demandInstitutions: 8, lastEvents: 3, footerArticles: 4 });
      expect(await empty.repository.banners()).toEqual([]);
      expect(await empty.repository.mainNotice(now)).toBeNull();
    });

    it("lists banners with an image by slot and order", async () => {
      const banners = await repo().banners();
      for (const banner of banners) expect(bannerSchema.safeParse(banner).success).toBe(true);
      expect(banners.map((banner) => [banner.key, banner.id])).toEqual([
        ["home-hero", 2],
        ["home-hero", 1],
        ["home-promo", 3],
      ]);
      expect(banners[0]).toEqual({
        id: 2,
        key: "home-hero",
        title: "Первый",
        text: null,
        image: { filename: "hero-1.jpg" },
        mobile_image: null,
        link: "/catalog/",
      });
    });

    it("lists the home page's FAQ entries in order", async () => {
      expect((await repo().mainFaq()).map((entry) => entry.id)).toEqual([2, 1]);
    });

    it("lists the newest published posts as headlines", async () => {
      const posts = await repo().latestPosts(3, now);
      expect(posts).toEqual([
        {
          id: FX.postVisaTips,
          slug: "viza",
          title: "Как получить визу",
          category_slug: "sovety",
          published_at: "2026-11-20T10:00:00.000Z",
          cover: null,
        },
        {
          id: FX.postVisaNews,
          slug: "viza",
          title: "Новые правила визы",
          category_slug: "novosti",
          published_at: "2026-11-18T10:00:00.000Z",
          cover: null,
        },
        {
          id: FX.postBudget,
          slug: "byudzhet",
          title: "Бюджет студента",
          category_slug: "sovety",
          published_at: "2026-11-16T10:00:00.000Z",
          cover: null,
        },
      ]);
      expect(await repo().latestPosts(0, now)).toEqual([]);
      expect((await repo().latestPosts(10, daysFromNow(3))).map((post) => post.id)[0]).toBe(FX.postFuture);
    });

    it("picks the most recently started main notice that is running", async () => {
      expect(await repo().mainNotice(now)).toEqual({
        id: 2,
        title: null,
        text: "Приём заявок открыт",
        link: "/blog/novosti/viza/",
      });
      expect((await repo().mainNotice(daysFromNow(-7)))?.id).toBe(1);
      expect((await repo().mainNotice(daysFromNow(11)))?.id).toBe(4);
      expect(await repo().mainNotice(daysFromNow(-30))).toBeNull();
    });

    it("reads a model's running notice", async () => {
      expect((await repo().modelNotice({ type: "institution", id: FX.pku }, now))?.text).toBe(
        "ПКУ закрывает приём раньше",
      );
      expect(await repo().modelNotice({ type: "institution", id: FX.pku }, daysFromNow(4))).toBeNull();
      expect(await repo().modelNotice({ type: "institution", id: FX.seoul }, now)).toBeNull();
    });

    it("reads the user with known socials and live sessions, marking the current one", async () => {
      const user = await repo().user(FX.viewer, FX.currentSession, now);
      expect(userSchema.safeParse(user).success).toBe(true);
      expect(user).toEqual({
        id: FX.viewer,
        slug: "2-ivan.petrov",
        username: "ivan.petrov",
        avatar: { filename: "ivan.png" },
        status: "vkontakte",
        first_name: "Иван",
        last_name: "Петров",
        signature: "Учусь в Пекине",
        email: "ivan@example.test",
        phone: null,
        socials: [{ provider: "vkontakte", social_id: "vk-1" }],
        sessions: [
          {
            id: String(FX.currentSession),
            ip: "10.0.0.1",
            user_agent: "Firefox",
            last_activity_at: "2026-11-21T10:00:00.000Z",
            is_current: true,
          },
          {
            id: String(FX.otherSession),
            ip: null,
            user_agent: null,
            last_activity_at: "2026-11-19T10:00:00.000Z",
            is_current: false,
          },
        ],
      });
      expect((await repo().user(FX.otherUser, 0, now))?.phone).toBe("+7 900 000-00-00");
      expect(await repo().user(99, 0, now)).toBeNull();
    });
  });
}
