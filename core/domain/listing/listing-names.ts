import type { ListingType } from "./listing-type";

/** What a listing of each type lists, as its heading starts. */
export const LISTING_TYPE_NOUNS: Readonly<Record<ListingType, string>> = {
  catalog: "Учебные заведения",
  universities: "Университеты",
  colleges: "Колледжи",
  schools: "Школы",
};

/** The name of each listing type in the breadcrumb trail. */
export const LISTING_TYPE_CRUMBS: Readonly<Record<ListingType, string>> = {
  catalog: "Каталог",
  universities: "Университеты",
  colleges: "Колледжи",
  schools: "Школы",
};

/** The name of the language-course program level (the pl-language-course path segment). */
export const LANGUAGE_COURSES_TITLE = "Языковые курсы";
