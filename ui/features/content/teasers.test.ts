import { describe, expect, it } from "vitest";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { teaserGrid } from "./teasers";

describe("teaserGrid", () => {
  it("keeps paging and every field but the full text", () => {
    const post = buildBlogPost();
    const grid = teaserGrid({ total: 13, last_page: 2, data: [post] });
    expect(grid.total).toBe(13);
    expect(grid.last_page).toBe(2);
    expect(grid.data[0]).not.toHaveProperty("content");
    expect(grid.data[0]).toMatchObject({ id: post.id, title: post.title, excerpt: post.excerpt });
  });
});
