import { GRANT_TYPE_NUMBERS } from "./grant-type";
import type { SecondaryFilter } from "./listing-filter";
import { LISTING_TYPE_NUMBERS } from "./listing-type";
import { joinIds, omitEmpty } from "./server-query-values";

/** The second server query (spec 7); numbers joined by commas; absent keys mean no restriction. */
export type SecondaryServerQuery = {
  readonly type_educations?: string;
  readonly degree_programs?: string;
  readonly type_grants?: string;
  readonly lang_instructions?: string;
  readonly directions?: string;
  readonly cities?: string;
  readonly countries?: string;
  readonly "price.min"?: number;
};

const joinNumbers = (numbers: readonly number[]): string | undefined =>
  numbers.length === 0 ? undefined : numbers.join(",");

/**
 * Builds the second server query from the second filter set (spec 5): cities go only when more than one
 * is chosen, price.min only when price_from is above 0, and no other empty value is sent.
 */
export const secondaryServerQuery = (filter: SecondaryFilter): SecondaryServerQuery =>
  omitEmpty({
    type_educations: joinNumbers(filter.typeEducations.map((type) => LISTING_TYPE_NUMBERS[type])),
    degree_programs: joinIds(filter.degreePrograms),
    type_grants: joinNumbers(filter.typeGrants.map((grant) => GRANT_TYPE_NUMBERS[grant])),
    lang_instructions: joinIds(filter.langInstructions),
    directions: joinIds(filter.directions),
    cities: filter.cities.length > 1 ? joinIds(filter.cities) : undefined,
    countries: joinIds(filter.countries),
    "price.min": filter.priceFrom > 0 ? filter.priceFrom : undefined,
  });
