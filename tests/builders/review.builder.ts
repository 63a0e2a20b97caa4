import type { Review } from "../../core/domain/content/review";

export const buildReview = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  author_name: "Дмитрий Орлов",
  author_photo: null,
  text: "Помогли с документами и поступлением на грант.",
  rating: 5,
  video_url: null,
  institution: null,
  created_at: "2025-06-01T12:00:00.000Z",
  ...overrides,
});
