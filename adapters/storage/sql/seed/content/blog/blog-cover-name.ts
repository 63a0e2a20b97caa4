/** The seeded cover of a blog post: an SVG drawn from the post's slug (seed/images). */
export const blogCoverName = (slug: string): string => `blog-${slug}.svg`;
