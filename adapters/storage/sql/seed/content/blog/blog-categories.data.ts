/** The blog's categories; the slug is the {category} segment of /blog/{category}/. */
export const BLOG_CATEGORIES = [
  { slug: "postuplenie", title: "Поступление" },
  { slug: "granty-i-stipendii", title: "Гранты и стипендии" },
  { slug: "zhizn-v-kitae", title: "Жизнь в Китае" },
  { slug: "yazyk-i-hsk", title: "Язык и HSK" },
  { slug: "novosti", title: "Новости" },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];
