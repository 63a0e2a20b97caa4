import { gridSchema } from "../../../core/domain/catalogue/grid";
import { PAGE_SIZES } from "../../../core/domain/constants/page-sizes";
import { blogPostSchema } from "../../../core/domain/content/blog-post";
import { certificateSchema } from "../../../core/domain/content/certificate";
import { countryServicesSchema } from "../../../core/domain/content/country-services";
import { courseSchema } from "../../../core/domain/content/course";
import { diplomaSchema } from "../../../core/domain/content/diploma";
import { faqEntrySchema } from "../../../core/domain/content/faq-entry";
import { reviewSchema } from "../../../core/domain/content/review";
import { reviewsRatingSchema } from "../../../core/domain/content/reviews-rating";
import { teamMemberSchema } from "../../../core/domain/content/team-member";
import { idParamsSchema, slugOrIdParamsSchema } from "./catalogue.contract";
import { FIELD_MESSAGES as M } from "./field-messages";
import { flagQuery, idText, slugText } from "./fields";
import { gridQuerySchema, gridWindowShape } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Course kinds of the /courses/grid `kind` filter. */
export const COURSE_KINDS = ["online", "language", "individual", "hsk", "intensive"] as const;

export const certificatesGridQuerySchema = gridQuerySchema(PAGE_SIZES.certificates);
export const diplomasGridQuerySchema = gridQuerySchema();
export const reviewsGridQuerySchema = z.object({ ...gridWindowShape(), institution_id: idText().optional() });
/** The rating of all published reviews, or of those about one institution. */
export const reviewsRatingQuerySchema = z.object({ institution_id: idText().optional() });
export const blogPostsGridQuerySchema = z.object({ ...gridWindowShape(), category: slugText().optional() });
/** A post may be asked for within its category (the /blog/{category}/{slug}/ page): another category is 404. */
export const blogPostQuerySchema = z.object({ category: slugText().optional() });
export const teamGridQuerySchema = gridQuerySchema(PAGE_SIZES.team);
export const faqGridQuerySchema = z.object({
  ...gridWindowShape(),
  topic: z
    .string({ error: M.choice })
    .regex(/^[a-z0-9_-]{1,50}$/, M.choice)
    .optional(),
  main: flagQuery(),
});
export const coursesGridQuerySchema = z.object({
  ...gridWindowShape(),
  kind: z.enum(COURSE_KINDS, { error: M.choice }).optional(),
});
export const countryServicesGridQuerySchema = gridQuerySchema();

export const certificatesGridSchema = gridSchema(certificateSchema);
export const diplomasGridSchema = gridSchema(diplomaSchema);
export const reviewsGridSchema = gridSchema(reviewSchema);
export const blogPostsGridSchema = gridSchema(blogPostSchema);
export const teamGridSchema = gridSchema(teamMemberSchema);
export const faqGridSchema = gridSchema(faqEntrySchema);
export const coursesGridSchema = gridSchema(courseSchema);
export const countryServicesGridSchema = gridSchema(countryServicesSchema);

const V1 = "/api/ru/v1";
const lookup = errorResponses(404, 406, 422, 500);
const grid = errorResponses(406, 422, 500);

/** Content resources (spec 7, /api/ru/v1): lists are `{total, last_page, data}` pages. */
export const CONTENT_ROUTES = {
  certificatesGrid: defineRoute({
    method: "get",
    path: `${V1}/certificates/grid`,
    summary: "Сертификаты компании (по 9 на странице)",
    tag: "content",
    auth: "none",
    request: { query: certificatesGridQuerySchema },
    responses: { 200: certificatesGridSchema, ...grid },
  }),
  diplomasGrid: defineRoute({
    method: "get",
    path: `${V1}/diplomas/grid`,
    summary: "Дипломы выпускников",
    tag: "content",
    auth: "none",
    request: { query: diplomasGridQuerySchema },
    responses: { 200: diplomasGridSchema, ...grid },
  }),
  review: defineRoute({
    method: "get",
    path: `${V1}/reviews/{id}`,
    summary: "Отзыв клиента",
    tag: "content",
    auth: "none",
    request: { params: idParamsSchema },
    responses: { 200: reviewSchema, ...lookup },
  }),
  reviewsGrid: defineRoute({
    method: "get",
    path: `${V1}/reviews/grid`,
    summary: "Отзывы клиентов",
    tag: "content",
    auth: "none",
    request: { query: reviewsGridQuerySchema },
    responses: { 200: reviewsGridSchema, ...grid },
  }),
  blogPost: defineRoute({
    method: "get",
    path: `${V1}/blog/posts/{id}`,
    summary: "Статья блога (id или slug)",
    tag: "content",
    auth: "none",
    request: { params: slugOrIdParamsSchema, query: blogPostQuerySchema },
    responses: { 200: blogPostSchema, ...lookup },
  }),
  viewBlogPost: defineRoute({
    method: "get",
    path: `${V1}/blog/posts/{id}/view`,
    summary: "Статья блога с учётом просмотра",
    tag: "content",
    auth: "none",
    request: { params: slugOrIdParamsSchema, query: blogPostQuerySchema },
    responses: { 200: blogPostSchema, ...lookup },
  }),
  blogPostsGrid: defineRoute({
    method: "get",
    path: `${V1}/blog/posts/grid`,
    summary: "Статьи блога (фильтр по рубрике)",
    tag: "content",
    auth: "none",
    request: { query: blogPostsGridQuerySchema },
    responses: { 200: blogPostsGridSchema, ...grid },
  }),
  teamMember: defineRoute({
    method: "get",
    path: `${V1}/team/{id}`,
    summary: "Сотрудник компании",
    tag: "content",
    auth: "none",
    request: { params: idParamsSchema },
    responses: { 200: teamMemberSchema, ...lookup },
  }),
  teamGrid: defineRoute({
    method: "get",
    path: `${V1}/team/grid`,
    summary: "Команда (по 9 на странице)",
    tag: "content",
    auth: "none",
    request: { query: teamGridQuerySchema },
    responses: { 200: teamGridSchema, ...grid },
  }),
  faqEntry: defineRoute({
    method: "get",
    path: `${V1}/faq/{id}`,
    summary: "Вопрос и ответ",
    tag: "content",
    auth: "none",
    request: { params: idParamsSchema },
    responses: { 200: faqEntrySchema, ...lookup },
  }),
  faqGrid: defineRoute({
    method: "get",
    path: `${V1}/faq/grid`,
    summary: "Частые вопросы",
    tag: "content",
    auth: "none",
    request: { query: faqGridQuerySchema },
    responses: { 200: faqGridSchema, ...grid },
  }),
  course: defineRoute({
    method: "get",
    path: `${V1}/courses/{id}`,
    summary: "Онлайн-курс (id или slug)",
    tag: "content",
    auth: "none",
    request: { params: slugOrIdParamsSchema },
    responses: { 200: courseSchema, ...lookup },
  }),
  coursesGrid: defineRoute({
    method: "get",
    path: `${V1}/courses/grid`,
    summary: "Онлайн-курсы",
    tag: "content",
    auth: "none",
    request: { query: coursesGridQuerySchema },
    responses: { 200: coursesGridSchema, ...grid },
  }),
  countryServicesGrid: defineRoute({
    method: "get",
    path: `${V1}/countries/as-services-grid`,
    summary: "Цены на услуги по странам",
    tag: "content",
    auth: "none",
    request: { query: countryServicesGridQuerySchema },
    responses: { 200: countryServicesGridSchema, ...grid },
  }),
  reviewsRating: defineRoute({
    method: "get",
    path: `${V1}/reviews/rating`,
    summary: "Оценка компании по опубликованным отзывам: их число и средний балл",
    tag: "content",
    auth: "none",
    request: { query: reviewsRatingQuerySchema },
    responses: { 200: reviewsRatingSchema, ...grid },
  }),
} as const;
