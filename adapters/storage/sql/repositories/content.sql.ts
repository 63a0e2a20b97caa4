import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { BlogPost } from "../../../../core/domain/content/blog-post";
import type { ContentRepository, IdOrSlug, PageWindow, Slice } from "../../../../core/ports/content-repository.port";
import { loadInstitutionRefs } from "../../catalogue-read/catalogue-assembly";
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
} from "../../mapping/content.mapping";
import type { BlogCategoryRow, BlogPostRow, CountryRow, ReviewRow } from "../../rows/storage-rows";
import type { Database } from "../database";
import {
  blogCategories,
  blogPosts,
  certificates,
  countries,
  courses,
  diplomas,
  faqEntries,
  institutions,
  pages,
  reviews,
  tariffs,
  teachers,
  teamMembers,
} from "../schema";
import { sqlCatalogueRowSource } from "./catalogue-read.sql";

const offsetOf = (window: PageWindow) => (window.page - 1) * window.perPage;

const withImage = <Row extends { image: string | null }>(row: Row): row is Row & { image: string } =>
  row.image !== null;

/** Editorial content over SQL. Lists are ordered by `sort` (or date) and id; totals are counted as ::int. */
export function sqlContentRepository(db: Database): ContentRepository {
  const catalogueSource = sqlCatalogueRowSource(db);

  const total = async (table: PgTable, where?: SQL): Promise<number> => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where);
    return Number(row?.n ?? 0);
  };

  const reviewsOf = async (rows: readonly ReviewRow[]) => {
    const refs = await loadInstitutionRefs(
      catalogueSource,
      rows.flatMap((row) => (row.institution_id === null ? [] : [row.institution_id])),
    );
    return rows.map((row) =>
      reviewOf(row, row.institution_id === null ? null : (refs.get(row.institution_id) ?? null)),
    );
  };

  const published = (now: Date) => lte(blogPosts.published_at, now);

  const postsOf = (rows: readonly { post: BlogPostRow; category: BlogCategoryRow }[]): BlogPost[] =>
    rows.map((row) => blogPostOf(row.post, row.category));

  const countryBy = async (ref: IdOrSlug): Promise<CountryRow | null> => {
    const [row] = await db
      .select()
      .from(countries)
      .where(ref.kind === "id" ? eq(countries.id, ref.id) : eq(countries.slug, ref.slug))
      .limit(1);
    return row ?? null;
  };

  return {
    async pageByUrl(url) {
      const [row] = await db.select().from(pages).where(eq(pages.url, url)).limit(1);
      return row === undefined ? null : pageDataOf(row);
    },

    async certificates(window) {
      const where = isNotNull(certificates.image);
      const [count, rows] = await Promise.all([
        total(certificates, where),
        db
          .select()
          .from(certificates)
          .where(where)
          .orderBy(asc(certificates.sort), asc(certificates.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return { total: count, items: rows.filter(withImage).map(certificateOf) };
    },

    async diplomas(window) {
      const where = isNotNull(diplomas.image);
      const [count, rows] = await Promise.all([
        total(diplomas, where),
        db
          .select({ diploma: diplomas, institution: institutions.title_ru })
          .from(diplomas)
          .leftJoin(institutions, eq(institutions.id, diplomas.institution_id))
          .where(where)
          .orderBy(asc(diplomas.sort), asc(diplomas.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return {
        total: count,
        items: rows.flatMap((row) => (withImage(row.diploma) ? [diplomaOf(row.diploma, row.institution)] : [])),
      };
    },

    async reviews(window, filter, now) {
      const where = and(
        lte(reviews.published_at, now),
        filter.institutionId === undefined ? undefined : eq(reviews.institution_id, filter.institutionId),
      );
      const [count, rows] = await Promise.all([
        total(reviews, where),
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.published_at), desc(reviews.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return { total: count, items: await reviewsOf(rows) };
    },

    async review(id, now) {
      const rows = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.id, id), lte(reviews.published_at, now)))
        .limit(1);
      const [review] = await reviewsOf(rows);
      return review ?? null;
    },

    async blogPosts(window, filter, now): Promise<Slice<BlogPost>> {
      const where = and(
        published(now),
        filter.categorySlug === undefined ? undefined : eq(blogCategories.slug, filter.categorySlug),
      );
      const [counted, rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.category_id))
          .where(where),
        db
          .select({ post: blogPosts, category: blogCategories })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.category_id))
          .where(where)
          .orderBy(desc(blogPosts.published_at), desc(blogPosts.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return { total: Number(counted[0]?.n ?? 0), items: postsOf(rows) };
    },

    async blogPost(ref, categorySlug, now) {
      const rows = await db
        .select({ post: blogPosts, category: blogCategories })
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.category_id))
        .where(
          and(
            published(now),
            ref.kind === "id" ? eq(blogPosts.id, ref.id) : eq(blogPosts.slug, ref.slug),
            categorySlug === null ? undefined : eq(blogCategories.slug, categorySlug),
          ),
        )
        .orderBy(desc(blogPosts.published_at), desc(blogPosts.id))
        .limit(1);
      return postsOf(rows)[0] ?? null;
    },

    async countBlogPostView(id, now) {
      const [row] = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(and(eq(blogPosts.id, id), published(now)))
        .returning({ views: blogPosts.views });
      return row?.views ?? null;
    },

    async teamMembers(window) {
      const [count, rows] = await Promise.all([
        total(teamMembers),
        db
          .select()
          .from(teamMembers)
          .orderBy(asc(teamMembers.sort), asc(teamMembers.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return { total: count, items: rows.map(teamMemberOf) };
    },

    async teamMember(id) {
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
      return row === undefined ? null : teamMemberOf(row);
    },

    async faqEntries(window, filter) {
      const where = and(
        filter.topic === undefined ? undefined : eq(faqEntries.topic, filter.topic),
        filter.main === undefined ? undefined : eq(faqEntries.is_main, filter.main),
      );
      const [count, rows] = await Promise.all([
        total(faqEntries, where),
        db
          .select()
          .from(faqEntries)
          .where(where)
          .orderBy(asc(faqEntries.sort), asc(faqEntries.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return { total: count, items: rows.map(faqEntryOf) };
    },

    async faqEntry(id) {
      const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
      return row === undefined ? null : faqEntryOf(row);
    },

    async courses(window, filter) {
      const where = filter.kind === undefined ? undefined : eq(courses.kind, filter.kind);
      const [count, rows] = await Promise.all([
        total(courses, where),
        db
          .select()
          .from(courses)
          .where(where)
          .orderBy(asc(courses.sort), asc(courses.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      return { total: count, items: rows.map(courseOf) };
    },

    async course(ref) {
      const [row] = await db
        .select()
        .from(courses)
        .where(ref.kind === "id" ? eq(courses.id, ref.id) : eq(courses.slug, ref.slug))
        .limit(1);
      return row === undefined ? null : courseOf(row);
    },

    async teachers() {
      const rows = await db.select().from(teachers).orderBy(asc(teachers.id));
      return rows.map(teacherOf);
    },

    async countryTariffs(ref) {
      const country = await countryBy(ref);
      if (country === null) return null;
      const rows = await db.select().from(tariffs).where(eq(tariffs.country_id, country.id));
      return countryWithTariffsOf(country, rows);
    },

    async countryServices(window) {
      const withTariffs = inArray(
        countries.id,
        db
          .selectDistinct({ id: sql<number>`${tariffs.country_id}` })
          .from(tariffs)
          .where(isNotNull(tariffs.country_id)),
      );
      const [count, rows] = await Promise.all([
        total(countries, withTariffs),
        db
          .select()
          .from(countries)
          .where(withTariffs)
          .orderBy(asc(countries.sort), asc(countries.id))
          .limit(window.perPage)
          .offset(offsetOf(window)),
      ]);
      const tariffRows =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(tariffs)
              .where(
                inArray(
                  tariffs.country_id,
                  rows.map((row) => row.id),
                ),
              );
      return {
        total: count,
        items: rows.map((row) =>
          countryServicesOf(
            row,
            tariffRows.filter((tariff) => tariff.country_id === row.id),
          ),
        ),
      };
    },

    async reviewsTally(filter, now) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
        .from(reviews)
        .where(
          and(
            lte(reviews.published_at, now),
            filter.institutionId === undefined ? undefined : eq(reviews.institution_id, filter.institutionId),
          ),
        );
      return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
    },
  };
}
