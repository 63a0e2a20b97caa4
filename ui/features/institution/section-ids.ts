/**
 * The ids of the sections of the institution, degree program and education base pages. Fixed words rather than
 * useId(): links to them read well (`#bases`), and the server's render and the browser's agree on them whichever
 * runtime hydrates the page (the browser build runs Preact, whose useId differs from React's; docs/adr/028).
 */
export const SECTION_IDS = {
  programs: "programs",
  directions: "directions",
  about: "about",
  tariff: "tariff",
  bases: "bases",
  admission: "admission",
  levels: "levels",
  documents: "documents",
  specialties: "specialties",
  /** The heading of the rating block (its section has no id of its own). */
  rating: "rating-title",
} as const;
