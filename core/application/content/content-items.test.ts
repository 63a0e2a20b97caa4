import { describe, expect, it } from "vitest";
import { FIXTURE_NOW, FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { getContentItem } from "./get-content-item";
import { getPage } from "./get-page";
import { listContent } from "./list-content";
import { listTeachers } from "./list-teachers";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const now = FIXTURE_NOW;

describe("content use cases", () => {
  it("answers blank page data for a path without a page", async () => {
    const side = memoryReadSide();
    expect(await getPage(side, "/missing/", now)).toEqual({ seo: null, description: "" });
    expect((await getPage(side, "/contacts/", now)).description).toBe("<p>Москва</p>");
  });

  it("reads a page once a minute per path, and again after the cache is cleared", async () => {
    const side = memoryReadSide();
    let reads = 0;
    const content = {
      ...side.content,
      pageByUrl: (url: string) => {
        reads += 1;
        return side.content.pageByUrl(url);
      },
    };
    const deps = { content, cache: side.cache };
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    await getPage(deps, "/contacts/", now);
    await getPage(deps, "/contacts/", later(59));
    expect(reads).toBe(1);
    await getPage(deps, "/missing/", later(59));
    expect(reads).toBe(2);
    await getPage(deps, "/contacts/", later(60));
    expect(reads).toBe(3);
    side.cache.clear();
    expect((await getPage(deps, "/contacts/", later(61))).description).toBe("<p>Москва</p>");
    expect(reads).toBe(4);
  });

  it("wraps list windows into grids with the last page", async () => {
    const lists = listContent(memoryReadSide());
    const team = await lists.team({ page: 2, perPage: 9 });
    expect(team).toMatchObject({ total: 10, last_page: 2, page: 2, per_page: 9 });
    expect(team.data.map((member) => member.id)).toEqual([1]);
    expect(await lists.diplomas({ page: 5, perPage: 12 })).toEqual({
      total: 2,
      last_page: 1,
      page: 5,
      per_page: 12,
      data: [],
    });
  });

  it("counts a blog post view and answers the post with the new count", async () => {
    const side = memoryReadSide();
    const items = getContentItem(side);
    const viewed = await runUseCase(items.viewBlogPost({ kind: "slug", slug: "tony" }, "sovety", now));
    expect(Result.isSuccess(viewed) && viewed.success.views).toBe(51);
    expect(Result.isSuccess(await runUseCase(items.viewBlogPost({ kind: "slug", slug: "tony" }, "novosti", now)))).toBe(
      false,
    );
    expect(Result.isSuccess(await runUseCase(items.viewBlogPost({ kind: "id", id: FX.postFuture }, null, now)))).toBe(
      false,
    );
    expect(side.tables.blogPosts.find((post) => post.id === FX.postFuture)?.views).toBe(0);
  });

  it("answers NotFound for missing single resources", async () => {
    const items = getContentItem(memoryReadSide());
    expect(Result.isSuccess(await runUseCase(items.review(3, now)))).toBe(false);
    expect(Result.isSuccess(await runUseCase(items.teamMember(99)))).toBe(false);
    expect(Result.isSuccess(await runUseCase(items.faqEntry(99)))).toBe(false);
    expect(Result.isSuccess(await runUseCase(items.course({ kind: "slug", slug: "net" })))).toBe(false);
    expect(Result.isSuccess(await runUseCase(items.countryTariffs({ kind: "slug", slug: "japan" })))).toBe(false);
    expect(Result.isSuccess(await runUseCase(items.countryTariffs({ kind: "slug", slug: "korea" })))).toBe(true);
  });

  it("makes teacher photos absolute upload URLs; an unsafe file name gives no photo", async () => {
    const teachers = await listTeachers(memoryReadSide(), "https://shuyuan.example");
    expect(teachers.map((teacher) => teacher.photo)).toEqual([
      null,
      "https://shuyuan.example/uploads/tea/che/r-z/han/g/teacher-zhang.jpg",
    ]);
  });
});
