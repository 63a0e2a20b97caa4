import { asc, eq, inArray } from "drizzle-orm";
import { Result } from "effect";
import type { ShortlistItem, ShortlistRef } from "../../../../core/domain/compare/shortlist-item";
import { isEntityId } from "../../../../core/domain/shared/entity-id";
import type { ShortlistRepository, UnknownShortlistItems } from "../../../../core/ports/shortlist-repository.port";
import { promisedResult } from "../../promised-result";
import type { Database } from "../database";
import { degreePrograms, institutions, shortlistItems, users } from "../schema";

/** A larger id than the column holds cannot be in the catalogue, and must not reach a query. */
const idsOf = (items: readonly ShortlistRef[], kind: ShortlistRef["kind"]) => [
  ...new Set(items.filter((item) => item.kind === kind && isEntityId(item.id)).map((item) => item.id)),
];

/** Shortlists in PostgreSQL (`shortlist_items`): a save replaces the user's rows in one transaction. */
export function sqlShortlistRepository(db: Database): ShortlistRepository {
  return {
    async list(user_id) {
      const rows = await db
        .select({
          institution_id: shortlistItems.institution_id,
          degree_program_id: shortlistItems.degree_program_id,
        })
        .from(shortlistItems)
        .where(eq(shortlistItems.user_id, user_id))
        .orderBy(asc(shortlistItems.position), asc(shortlistItems.id));
      return rows.map((row): ShortlistItem =>
        row.degree_program_id === null
          ? { kind: "institution", id: row.institution_id }
          : { kind: "degree_program", id: row.degree_program_id, institution_id: row.institution_id },
      );
    },

    replace(user_id, items, now) {
      return promisedResult(() =>
        db.transaction(async (tx): Promise<Result.Result<readonly ShortlistItem[], UnknownShortlistItems>> => {
          // One save at a time per user: the user's row is the lock.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user_id)).for("update");
          const institutionIds = idsOf(items, "institution");
          const programIds = idsOf(items, "degree_program");
          const [foundInstitutions, foundPrograms] = await Promise.all([
            institutionIds.length === 0
              ? []
              : tx.select({ id: institutions.id }).from(institutions).where(inArray(institutions.id, institutionIds)),
            programIds.length === 0
              ? []
              : tx
                  .select({ id: degreePrograms.id, institution_id: degreePrograms.institution_id })
                  .from(degreePrograms)
                  .where(inArray(degreePrograms.id, programIds)),
          ]);
          const knownInstitutions = new Set(foundInstitutions.map((row) => row.id));
          const programInstitution = new Map(foundPrograms.map((row) => [row.id, row.institution_id]));
          const resolved = items.map((ref): ShortlistItem | null => {
            if (ref.kind === "institution")
              return knownInstitutions.has(ref.id) ? { kind: "institution", id: ref.id } : null;
            const institution_id = programInstitution.get(ref.id);
            return institution_id === undefined ? null : { kind: "degree_program", id: ref.id, institution_id };
          });
          const unknown = items.filter((_, index) => resolved[index] === null).map(({ kind, id }) => ({ kind, id }));
          if (unknown.length > 0) return Result.fail({ _tag: "UnknownItems", items: unknown });
          const list = resolved.filter((item): item is ShortlistItem => item !== null);
          await tx.delete(shortlistItems).where(eq(shortlistItems.user_id, user_id));
          if (list.length > 0) {
            await tx.insert(shortlistItems).values(
              list.map((item, position) => ({
                user_id,
                institution_id: item.kind === "institution" ? item.id : item.institution_id,
                degree_program_id: item.kind === "institution" ? null : item.id,
                position,
                created_at: now,
              })),
            );
          }
          return Result.succeed(list);
        }),
      );
    },
  };
}
