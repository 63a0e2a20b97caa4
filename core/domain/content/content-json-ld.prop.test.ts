import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { buildCourse } from "../../../tests/builders/course.builder";
import { blogPostingJsonLd } from "./blog-posting-json-ld";
import { courseJsonLd } from "./course-json-ld";

const originArb = fc.constantFrom("https://shuyuan.example", "https://shuyuan.example/", "http://127.0.0.1:3308");
const pathArb = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join("/")}/`);
const textArb = fc.string({
  unit: fc.constantFrom("а", "б", "<", ">", "&", '"', " ", "x"),
  minLength: 1,
  maxLength: 30,
});

describe("content JSON-LD properties", () => {
  it("gives the course page an absolute URL on the origin and survives a JSON round trip", () => {
    fc.assert(
      fc.property(
        originArb,
        pathArb,
        textArb,
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
        (origin, path, title, price) => {
          const data = courseJsonLd(buildCourse({ title, price }), { origin, siteName: "Шуюань", path });
          expect(data.url).toBe(`${origin.replace(/\/$/, "")}${path}`);
          expect(data.name).toBe(title);
          expect("offers" in data).toBe(price !== null);
          expect(JSON.parse(JSON.stringify(data))).toEqual(data);
        },
      ),
    );
  });

  it("gives the post the page URL as its main entity and its own views and date", () => {
    fc.assert(
      fc.property(originArb, pathArb, textArb, fc.nat({ max: 1_000_000 }), (origin, path, title, views) => {
        const post = buildBlogPost({ title, views });
        const data = blogPostingJsonLd(post, { origin, siteName: "Шуюань", path });
        expect(data.mainEntityOfPage["@id"]).toBe(data.url);
        expect(data.url.endsWith(path)).toBe(true);
        expect(data.headline).toBe(title);
        expect(data.datePublished).toBe(post.published_at);
        expect(data.interactionStatistic.userInteractionCount).toBe(views);
      }),
    );
  });
});
