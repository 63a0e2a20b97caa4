/** Cards per listing page (the API's default page size). */
export const LISTING_PAGE_SIZE = 12;

/**
 * The most pages one URL shows at once (?page=N renders pages 1..N for visitors without JavaScript), so that a
 * request never asks for more than LISTING_PAGE_SIZE * LISTING_MAX_PAGES cards.
 */
export const LISTING_MAX_PAGES = 50;

const DIGITS = /^\d{1,9}$/;

/** Reads the `page` URL value: a whole number from 1 to LISTING_MAX_PAGES; anything else is page 1. */
export const parseListingPageNumber = (text: string | undefined): number => {
  const trimmed = text?.trim() ?? "";
  const value = DIGITS.test(trimmed) ? Number(trimmed) : 1;
  return value >= 1 && value <= LISTING_MAX_PAGES ? value : 1;
};
