import { slugify } from "../../../../../core/domain/route/slug/slugify";

const ASCII = /^[\x20-\x7e]*$/;

/**
 * The core slug of a title, with a fast path for plain ASCII titles (English names), which is what the core
 * slugify gives for them: lower case, runs of other characters as one dash, no dash at either end.
 */
export const latinSlug = (title: string, fallback: string): string => {
  if (ASCII.test(title)) {
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    return slug === "" ? fallback : slug;
  }
  const slug = slugify(title);
  return slug.ok ? slug.value : fallback;
};
