/** The seeded cover of a blog post: a photograph-like JPEG drawn from the post's slug (seed/images). */
export const blogCoverName = (slug: string): string => `blog-${slug}.jpg`;
