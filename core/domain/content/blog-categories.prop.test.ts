import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { blogCategoriesOf } from "./blog-categories";

const categoryArb = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  slug: fc.constantFrom("novosti", "vizy", "granty", "hsk"),
  title: fc.constantFrom("Новости", "Визы", "Гранты", "HSK"),
});
const postsArb = fc.array(
  categoryArb.map((category) => buildBlogPost({ category })),
  { maxLength: 20 },
);

describe("blogCategoriesOf properties", () => {
  it("names every slug of the posts exactly once", () => {
    fc.assert(
      fc.property(postsArb, (posts) => {
        const slugs = blogCategoriesOf(posts).map((category) => category.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
        expect(new Set(slugs)).toEqual(new Set(posts.map((post) => post.category.slug)));
      }),
    );
  });

  it("keeps the category of the first post of each slug, in first-appearance order", () => {
    fc.assert(
      fc.property(postsArb, (posts) => {
        const firsts = posts.filter(
          (post, index) => posts.findIndex((other) => other.category.slug === post.category.slug) === index,
        );
        expect(blogCategoriesOf(posts)).toEqual(firsts.map((post) => post.category));
      }),
    );
  });
});
