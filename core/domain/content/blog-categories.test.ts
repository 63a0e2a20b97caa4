import { describe, expect, it } from "vitest";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { blogCategoriesOf } from "./blog-categories";

const news = { id: 1, slug: "novosti", title: "Новости" };
const visas = { id: 2, slug: "vizy", title: "Визы" };

describe("blogCategoriesOf", () => {
  it("lists each category once, in the order of its first post", () => {
    const posts = [visas, news, visas, news].map((category) => buildBlogPost({ category }));
    expect(blogCategoriesOf(posts)).toEqual([visas, news]);
  });

  it("has no categories without posts", () => {
    expect(blogCategoriesOf([])).toEqual([]);
  });
});
