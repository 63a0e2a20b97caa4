import type { BlogCategory } from "./blog-category";

/**
 * The categories the given posts belong to, each once (by slug), in the order they first appear: the category
 * menu of the blog is built from the newest posts, so the most recently written-in category comes first.
 */
export const blogCategoriesOf = (posts: readonly { readonly category: BlogCategory }[]): readonly BlogCategory[] => {
  const seen = new Map<string, BlogCategory>();
  for (const { category } of posts) if (!seen.has(category.slug)) seen.set(category.slug, category);
  return [...seen.values()];
};
