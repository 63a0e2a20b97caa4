import type { BlogPost } from "../../../core/domain/content/blog-post";
import type { ContentRepository, IdOrSlug, PageWindow, Slice } from "../../../core/ports/content-repository.port";
import { loadInstitutionRefs } from "../catalogue-read/catalogue-assembly";
import {
  blogPostOf,
  certificateOf,
  countryServicesOf,
  countryWithTariffsOf,
  courseOf,
  diplomaOf,
  faqEntryOf,
  pageDataOf,
  reviewOf,
  teacherOf,
  teamMemberOf,
} from "../mapping/content.mapping";
import type { BlogPostRow, ReviewRow, StorageRows } from "../rows/storage-rows";
import { memoryCatalogueRowSource } from "./catalogue-read.memory";

const windowOf = <T>(rows: readonly T[], window: PageWindow): readonly T[] =>
  rows.slice((window.page - 1) * window.perPage, window.page * window.perPage);

const sliced = <Row, T>(rows: readonly Row[], window: PageWindow, map: (row: Row) => T): Slice<T> => ({
  total: rows.length,
  items: windowOf(rows, window).map(map),
});

const bySort = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

const newest =
  <Row extends { id: number }>(at: (row: Row) => Date) =>
  (a: Row, b: Row) =>
    at(b).getTime() - at(a).getTime() || b.id - a.id;

const withImage = <Row extends { image: string | null }>(row: Row): row is Row & { image: string } =>
  row.image !== null;

/** Editorial content over in-memory tables (the test double of the SQL repository). */
export function memoryContentRepository(tables: StorageRows): ContentRepository {
  const catalogueSource = memoryCatalogueRowSource(tables);

  const reviewsOf = async (rows: readonly ReviewRow[]) => {
    const refs = await loadInstitutionRefs(
      catalogueSource,
      rows.flatMap((row) => (row.institution_id === null ? [] : [row.institution_id])),
    );
    return rows.map((row) =>
      reviewOf(row, row.institution_id === null ? null : (refs.get(row.institution_id) ?? null)),
    );
  };

  const publishedReviews = (now: Date) =>
    tables.reviews.filter((row) => row.published_at.getTime() <= now.getTime()).sort(newest((row) => row.published_at));

  const categoryOf = (post: BlogPostRow) => tables.blogCategories.find((row) => row.id === post.category_id);

  const publishedPosts = (now: Date, categorySlug: string | null) =>
    tables.blogPosts
      .filter((post) => {
        const category = categoryOf(post);
        return (
          category !== undefined &&
          post.published_at.getTime() <= now.getTime() &&
          (categorySlug === null || category.slug === categorySlug)
        );
      })
      .sort(newest((post) => post.published_at));

  const postOf = (post: BlogPostRow): BlogPost => {
    const category = categoryOf(post);
    if (category === undefined) throw new Error(`Blog post ${post.id} has no category`);
    return blogPostOf(post, category);
  };

  const countryBy = (ref: IdOrSlug) =>
    tables.countries.find((row) => (ref.kind === "id" ? row.id === ref.id : row.slug === ref.slug)) ?? null;

  return {
    async pageByUrl(url) {
      const row = tables.pages.find((page) => page.url === url);
      return row === undefined ? null : pageDataOf(row);
    },
    async certificates(window) {
      return sliced(tables.certificates.filter(withImage).sort(bySort), window, certificateOf);
    },
    async diplomas(window) {
      return sliced(tables.diplomas.filter(withImage).sort(bySort), window, (row) =>
        diplomaOf(
          row,
          tables.institutions.find((institution) => institution.id === row.institution_id)?.title_ru ?? null,
        ),
      );
    },
    async reviews(window, filter, now) {
      const rows = publishedReviews(now).filter(
        (row) => filter.institutionId === undefined || row.institution_id === filter.institutionId,
      );
      return { total: rows.length, items: await reviewsOf(windowOf(rows, window)) };
    },
    async review(id, now) {
      const [review] = await reviewsOf(publishedReviews(now).filter((row) => row.id === id));
      return review ?? null;
    },
    async blogPosts(window, filter, now) {
      return sliced(publishedPosts(now, filter.categorySlug ?? null), window, postOf);
    },
    async blogPost(ref, categorySlug, now) {
      const post = publishedPosts(now, categorySlug).find((row) =>
        ref.kind === "id" ? row.id === ref.id : row.slug === ref.slug,
      );
      return post === undefined ? null : postOf(post);
    },
    async countBlogPostView(id, now) {
      const post = publishedPosts(now, null).find((row) => row.id === id);
      if (post === undefined) return null;
      post.views += 1;
      return post.views;
    },
    async teamMembers(window) {
      return sliced([...tables.teamMembers].sort(bySort), window, teamMemberOf);
    },
    async teamMember(id) {
      const row = tables.teamMembers.find((member) => member.id === id);
      return row === undefined ? null : teamMemberOf(row);
    },
    async faqEntries(window, filter) {
      const rows = tables.faqEntries
        .filter(
          (row) =>
            (filter.topic === undefined || row.topic === filter.topic) &&
            (filter.main === undefined || row.is_main === filter.main),
        )
        .sort(bySort);
      return sliced(rows, window, faqEntryOf);
    },
    async faqEntry(id) {
      const row = tables.faqEntries.find((entry) => entry.id === id);
      return row === undefined ? null : faqEntryOf(row);
    },
    async courses(window, filter) {
      const rows = tables.courses.filter((row) => filter.kind === undefined || row.kind === filter.kind).sort(bySort);
      return sliced(rows, window, courseOf);
    },
    async course(ref) {
      const row = tables.courses.find((course) =>
        ref.kind === "id" ? course.id === ref.id : course.slug === ref.slug,
      );
      return row === undefined ? null : courseOf(row);
    },
    async teachers() {
      return [...tables.teachers].sort((a, b) => a.id - b.id).map(teacherOf);
    },
    async countryTariffs(ref) {
      const country = countryBy(ref);
      return country === null
        ? null
        : countryWithTariffsOf(
            country,
            tables.tariffs.filter((tariff) => tariff.country_id === country.id),
          );
    },
    async countryServices(window) {
      const rows = tables.countries
        .filter((country) => tables.tariffs.some((tariff) => tariff.country_id === country.id))
        .sort(bySort);
      return sliced(rows, window, (country) =>
        countryServicesOf(
          country,
          tables.tariffs.filter((tariff) => tariff.country_id === country.id),
        ),
      );
    },
    async reviewsTally(filter, now) {
      const rows = publishedReviews(now).filter(
        (row) => filter.institutionId === undefined || row.institution_id === filter.institutionId,
      );
      return { count: rows.length, sum: rows.reduce((sum, row) => sum + row.rating, 0) };
    },
  };
}
