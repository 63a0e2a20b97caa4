import { describe, expect, it } from "vitest";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { blogPostingJsonLd } from "./blog-posting-json-ld";

const at = { origin: "https://shuyuan.example/", siteName: "Шуюань", path: "/blog/granty/kak-poluchit-grant/" };

describe("blogPostingJsonLd", () => {
  it("describes the post with the site as author and publisher when no expert is named", () => {
    const data = blogPostingJsonLd(buildBlogPost(), at);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Как получить грант на учёбу в Китае",
      datePublished: "2025-10-01T07:00:00.000Z",
      articleSection: "Гранты",
      url: "https://shuyuan.example/blog/granty/kak-poluchit-grant/",
      mainEntityOfPage: { "@id": "https://shuyuan.example/blog/granty/kak-poluchit-grant/" },
      image: "https://shuyuan.example/uploads/gra/nt-/cov/er/grant-cover.webp",
      author: { "@type": "Organization", name: "Шуюань" },
      publisher: { "@type": "Organization", name: "Шуюань", url: "https://shuyuan.example/" },
      interactionStatistic: { userInteractionCount: 310 },
    });
  });

  it("names the expert author with the position", () => {
    const author = { id: 4, name: "Ирина Соколова", position: "Куратор грантов", photo: null };
    expect(blogPostingJsonLd(buildBlogPost({ author }), at).author).toEqual({
      "@type": "Person",
      name: "Ирина Соколова",
      jobTitle: "Куратор грантов",
    });
  });

  it("falls back to the excerpt for the description, and leaves out a missing cover", () => {
    const data = blogPostingJsonLd(buildBlogPost({ seo: null, cover: null }), at);
    expect(data.description).toBe("Разбираем виды грантов и сроки подачи.");
    expect(data).not.toHaveProperty("image");
  });
});
