import { z } from "zod";
import type { Country } from "../../../core/domain/catalogue/country";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import type { Banner } from "../../../core/domain/content/banner";
import type { BlogPost } from "../../../core/domain/content/blog-post";
import type { Certificate } from "../../../core/domain/content/certificate";
import type { CountryServices } from "../../../core/domain/content/country-services";
import type { Course } from "../../../core/domain/content/course";
import type { Diploma } from "../../../core/domain/content/diploma";
import type { FaqEntry } from "../../../core/domain/content/faq-entry";
import type { Notification } from "../../../core/domain/content/notification";
import type { Review } from "../../../core/domain/content/review";
import type { Teacher } from "../../../core/domain/content/teacher";
import type { TeamMember } from "../../../core/domain/content/team-member";
import type { PageData } from "../../../core/domain/main-data/page-data";
import type { SiteNotice } from "../../../core/domain/main-data/site-notice";
import type {
  BannerRow,
  BlogCategoryRow,
  BlogPostRow,
  CertificateRow,
  CountryRow,
  CourseRow,
  DiplomaRow,
  FaqEntryRow,
  NoticeRow,
  NotificationRow,
  PageRow,
  ReviewRow,
  TariffRow,
  TeacherRow,
  TeamMemberRow,
} from "../rows/storage-rows";
import { COURSE_KIND_KEYS } from "../../../core/domain/catalogue/course-ref";
import { countryRefOf, priceOrNull, tariffOf } from "./catalogue.mapping";
import { currencyOf, imageOrNull, iso, seoOrNull, textOrNull } from "./common.mapping";

/** A page always has SEO: its own block, or its title when the block is empty. */
export const pageDataOf = (row: PageRow): PageData => ({
  seo: seoOrNull(row.seo, row.title),
  description: row.description,
});

/** Needs a row with an image (the lists leave the others out). */
export const certificateOf = (row: CertificateRow & { image: string }): Certificate => ({
  id: row.id,
  title: row.title,
  description: textOrNull(row.issuer),
  image: { filename: row.image },
});

/** The graduate's institution is named by its Russian title, else by the diploma's own title. */
export const diplomaOf = (row: DiplomaRow & { image: string }, institutionTitle: string | null): Diploma => ({
  id: row.id,
  student_name: row.student_name,
  institution_title: institutionTitle ?? row.title,
  year: row.year,
  image: { filename: row.image },
});

export const reviewOf = (row: ReviewRow, institution: InstitutionRef | null): Review => ({
  id: row.id,
  author_name: row.author_name,
  author_photo: null,
  text: row.text,
  rating: Math.min(5, Math.max(1, row.rating)),
  video_url: textOrNull(row.video_url),
  institution,
  created_at: iso(row.published_at),
});

export const blogPostOf = (row: BlogPostRow, category: BlogCategoryRow): BlogPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: textOrNull(row.excerpt),
  content: row.content,
  cover: imageOrNull(row.cover),
  category: { id: category.id, slug: category.slug, title: category.title },
  author: null,
  published_at: iso(row.published_at),
  views: Math.max(0, row.views),
  seo: seoOrNull(row.seo),
});

export const teamMemberOf = (row: TeamMemberRow): TeamMember => ({
  id: row.id,
  name: row.name,
  position: row.position,
  description: textOrNull(row.bio),
  photo: imageOrNull(row.photo),
});

export const faqEntryOf = (row: FaqEntryRow): FaqEntry => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  sort: Math.max(0, row.sort),
});

const courseKindSchema = z.enum(COURSE_KIND_KEYS);

export const courseOf = (row: CourseRow): Course => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: courseKindSchema.safeParse(row.kind).data ?? null,
  excerpt: textOrNull(row.excerpt),
  content: row.content,
  cover: null,
  lessons_count: null,
  duration: textOrNull(row.duration),
  price: priceOrNull(row.price),
  seo: seoOrNull(row.seo),
});

const languageList = z.array(z.unknown()).catch([]);

/** `photo` stays the upload's file name here; the use case makes it an absolute URL. */
export const teacherOf = (row: TeacherRow): Teacher => ({
  id: row.id,
  name: row.name,
  photo: textOrNull(row.photo),
  languages: languageList
    .parse(row.languages)
    .filter((language): language is string => typeof language === "string" && language.trim() !== ""),
  experience_years: Math.max(0, row.experience_years),
  description: textOrNull(row.about),
});

export const notificationOf = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: textOrNull(row.link),
  is_read: row.read_at !== null,
  created_at: iso(row.created_at),
});

export const tariffOrder = (a: TariffRow, b: TariffRow) => a.sort - b.sort || a.id - b.id;

export const countryWithTariffsOf = (row: CountryRow, tariffs: readonly TariffRow[]): Country => ({
  ...countryRefOf(row),
  currency: currencyOf(row.currency),
  tariffs: [...tariffs].sort(tariffOrder).map(tariffOf),
});

/** A tariff shown as a service of the price list: its name, payment terms and the price to pay. */
export const countryServicesOf = (row: CountryRow, tariffs: readonly TariffRow[]): CountryServices => ({
  country: countryRefOf(row),
  currency: currencyOf(row.currency),
  services: [...tariffs].sort(tariffOrder).map((tariff) => ({
    id: tariff.id,
    title: tariff.name,
    description: textOrNull(tariff.payment_excerpt),
    price: priceOrNull(tariff.final_price),
  })),
});

/** Needs a row with an image (banners without one are not shown). */
export const bannerOf = (row: BannerRow & { image: string }): Banner => ({
  id: row.id,
  key: row.key,
  title: textOrNull(row.title),
  text: textOrNull(row.text),
  image: { filename: row.image },
  mobile_image: null,
  link: textOrNull(row.link),
});

export const siteNoticeOf = (row: NoticeRow): SiteNotice => ({
  id: row.id,
  title: null,
  text: row.text,
  link: textOrNull(row.link),
});
