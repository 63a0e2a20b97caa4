import { subDays } from "date-fns";
import type { Database } from "../../database";
import {
  banners,
  blogCategories,
  blogPosts,
  certificates,
  courses,
  diplomas,
  faqEntries,
  layoutSettings,
  notices,
  pages,
  reviews,
  tariffs,
  teachers,
  teamMembers,
} from "../../schema";
import { BANNER_SEEDS } from "./banners.data";
import { BLOG_CATEGORIES } from "./blog/blog-categories.data";
import { blogCoverName } from "./blog/blog-cover-name";
import { BLOG_POST_SEEDS } from "./blog/blog-post-seeds";
import { lookUpCatalogue } from "./catalogue-lookup";
import { CERTIFICATE_SEEDS } from "./certificates.data";
import { COURSE_SEEDS } from "./courses.data";
import { DIPLOMA_SEEDS } from "./diplomas.data";
import { FAQ_SEEDS } from "./faq-entries.data";
import { INSTITUTION_REFS } from "./institution-refs";
import { LAYOUT_SETTING_SEEDS } from "./layout-settings.data";
import { noticeRows } from "./notice-rows";
import { NOTICE_SEEDS } from "./notices.data";
import { PAGE_SEEDS } from "./pages/page-seeds";
import { readingMinutes } from "./reading-minutes";
import { REVIEW_SEEDS } from "./reviews.data";
import { tariffRows } from "./tariff-rows";
import { TARIFF_SEEDS } from "./tariffs.data";
import { TEACHER_SEEDS } from "./teachers.data";
import { TEAM_MEMBER_SEEDS } from "./team-members.data";

/**
 * Seeds the editorial content, in one transaction, into a migrated database whose content tables are empty.
 * Runs after the catalogue seed and looks countries and institutions up there (see `lookUpCatalogue`). Every
 * date derives from `now`, so two runs with the same `now` over the same catalogue give identical rows.
 */
export async function seedContent(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const catalogue = await lookUpCatalogue(tx, ["china", "korea", "japan", "canada"], Object.values(INSTITUTION_REFS));

    await tx.insert(pages).values(PAGE_SEEDS.map((page) => ({ ...page, updated_at: now })));

    const categories = await tx
      .insert(blogCategories)
      .values(BLOG_CATEGORIES.map((category, i) => ({ ...category, sort: i + 1 })))
      .returning({ id: blogCategories.id, slug: blogCategories.slug });
    const categoryId = (slug: string) =>
      categories.find((category) => category.slug === slug)?.id ?? missing("blog category", slug);
    await tx.insert(blogPosts).values(
      BLOG_POST_SEEDS.map(({ category, daysAgo, ...post }) => ({
        ...post,
        category_id: categoryId(category),
        cover: blogCoverName(post.slug),
        reading_minutes: readingMinutes(post.content),
        published_at: subDays(now, daysAgo),
        updated_at: subDays(now, daysAgo),
      })),
    );

    await tx
      .insert(faqEntries)
      .values(FAQ_SEEDS.map(({ isMain, ...entry }, i) => ({ ...entry, is_main: isMain, sort: i + 1 })));
    await tx
      .insert(teamMembers)
      .values(TEAM_MEMBER_SEEDS.map((member, i) => ({ ...member, languages: [...member.languages], sort: i + 1 })));
    await tx.insert(certificates).values(
      CERTIFICATE_SEEDS.map(({ issuedOn, ...certificate }, i) => ({
        ...certificate,
        issued_at: new Date(`${issuedOn}T00:00:00+03:00`),
        sort: i + 1,
      })),
    );
    await tx.insert(diplomas).values(
      DIPLOMA_SEEDS.map((diploma, i) => ({
        student_name: diploma.studentName,
        title: diploma.title,
        institution_id: catalogue.institutionId(diploma.institution),
        year: diploma.year,
        image: diploma.image,
        sort: i + 1,
      })),
    );
    await tx.insert(reviews).values(
      REVIEW_SEEDS.map((review) => ({
        author_name: review.authorName,
        author_city: review.authorCity,
        text: review.text,
        rating: review.rating,
        institution_id: catalogue.institutionId(review.institution),
        video_url: review.videoUrl,
        published_at: subDays(now, review.daysAgo),
      })),
    );
    await tx.insert(courses).values(COURSE_SEEDS.map((course, i) => ({ ...course, sort: i + 1 })));
    await tx.insert(teachers).values(
      TEACHER_SEEDS.map((teacher) => ({
        name: teacher.name,
        photo: teacher.photo,
        languages: [...teacher.languages],
        experience_years: teacher.experienceYears,
        about: teacher.about,
        hsk_level: teacher.hskLevel,
      })),
    );

    const newTariffs = tariffRows(TARIFF_SEEDS, catalogue, now);
    if (newTariffs.length > 0) await tx.insert(tariffs).values(newTariffs);

    await tx
      .insert(layoutSettings)
      .values(Object.entries(LAYOUT_SETTING_SEEDS).map(([key, value]) => ({ key, value, updated_at: now })));
    await tx.insert(banners).values(BANNER_SEEDS.map((banner, i) => ({ ...banner, sort: i + 1 })));
    await tx.insert(notices).values(noticeRows(NOTICE_SEEDS, catalogue, now));
  });
}

function missing(kind: string, slug: string): never {
  throw new Error(`The content seed refers to an unknown ${kind} "${slug}"`);
}
