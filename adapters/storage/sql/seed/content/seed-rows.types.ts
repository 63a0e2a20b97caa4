/** The shapes the content data modules are written in; the seed turns them into table rows. */

export type SeedSeo = Readonly<{ title: string; description: string; h1: string }>;

export type PageSeed = Readonly<{ url: string; title: string; seo: SeedSeo; description: string }>;

export type CountrySlug = "china" | "korea" | "japan" | "canada";

/** A catalogue institution as content refers to it: its slug, and its English title to fall back on. */
export type InstitutionRefSeed = Readonly<{ slug: string; titleEn: string }>;

export type BlogPostSeed = Readonly<{
  category: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  seo: SeedSeo;
  /** Days between publication and the seed's `now`. */
  daysAgo: number;
  views: number;
}>;

export type FaqSeed = Readonly<{ question: string; answer: string; topic: string; isMain: boolean }>;

export type TeamMemberSeed = Readonly<{
  name: string;
  position: string;
  bio: string;
  languages: readonly string[];
  photo: string;
}>;

export type CertificateSeed = Readonly<{ title: string; issuer: string; image: string; issuedOn: string }>;

export type DiplomaSeed = Readonly<{
  studentName: string;
  title: string;
  /** Looked up in the catalogue; the diploma keeps no institution when it is not there. */
  institution: InstitutionRefSeed | null;
  year: number;
  image: string;
}>;

export type ReviewSeed = Readonly<{
  authorName: string;
  authorCity: string;
  text: string;
  rating: 3 | 4 | 5;
  institution: InstitutionRefSeed | null;
  videoUrl: string | null;
  daysAgo: number;
}>;

export type CourseKind = "online" | "language" | "individual" | "hsk" | "intensive";

export type CourseSeed = Readonly<{
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  kind: CourseKind;
  level: string;
  duration: string;
  /** Roubles. */
  price: number;
  seo: SeedSeo;
}>;

export type TeacherSeed = Readonly<{
  name: string;
  photo: string;
  languages: readonly string[];
  experienceYears: number;
  about: string;
  hskLevel: number | null;
}>;

export type TariffSeed = Readonly<{
  country: CountrySlug;
  name: string;
  paymentExcerpt: string;
  /** In the currency of the country. */
  price: number;
  /** A discount that ends `days` after the seed's `now`. */
  discount: Readonly<{ percent: number; days: number }> | null;
  features: readonly string[];
}>;

export type BannerSeed = Readonly<{ key: string; title: string; text: string; image: string; link: string }>;

export type NoticeSeed = Readonly<{
  /** null for the site-wide notice, else the institution it is attached to. */
  institution: InstitutionRefSeed | null;
  text: string;
  link: string | null;
  level: "info" | "warning" | "danger";
  startsDaysAgo: number;
  endsInDays: number;
}>;
