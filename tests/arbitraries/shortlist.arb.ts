import fc from "fast-check";
import type { ShortlistItem } from "../../core/domain/compare/shortlist-item";

/** Small id ranges, so that lists often repeat an item and fill a kind. */
export const shortlistIdArb = fc.integer({ min: 1, max: 7 });

export const shortlistItemArb: fc.Arbitrary<ShortlistItem> = fc.oneof(
  shortlistIdArb.map((id): ShortlistItem => ({ kind: "institution", id })),
  fc
    .record({ id: shortlistIdArb, institution_id: shortlistIdArb })
    .map(({ id, institution_id }): ShortlistItem => ({ kind: "degree_program", id, institution_id })),
);

/** Any list of items, duplicates and overfull kinds included. */
export const shortlistItemsArb = fc.array(shortlistItemArb, { maxLength: 14 });
