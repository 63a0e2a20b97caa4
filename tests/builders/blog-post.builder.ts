import type { BlogPost } from "../../core/domain/content/blog-post";
import { buildSeo } from "./seo.builder";

export const buildBlogPost = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 1,
  slug: "kak-poluchit-grant",
  title: "Как получить грант на учёбу в Китае",
  excerpt: "Разбираем виды грантов и сроки подачи.",
  content: "<p>Гранты бывают полные и частичные.</p>",
  cover: { filename: "grant-cover.webp" },
  category: { id: 1, slug: "granty", title: "Гранты" },
  author: null,
  published_at: "2025-10-01T07:00:00.000Z",
  views: 310,
  seo: buildSeo({ title: "Как получить грант на учёбу в Китае", h1: null }),
  ...overrides,
});
