import type { Shortlist, ShortlistItem, ShortlistRef } from "../../../core/domain/compare/shortlist-item";
import { Result } from "effect";
import type { ShortlistRepository, UnknownShortlistItems } from "../../../core/ports/shortlist-repository.port";
import { promisedResult } from "../promised-result";

/** The catalogue the fake checks items against: institution ids, and each program's institution. */
export type ShortlistCatalogue = {
  readonly institutions: readonly number[];
  readonly programs: ReadonlyMap<number, number>;
};

/** In-memory shortlists, checked against a fixed catalogue as the SQL adapter checks against its tables. */
export class MemoryShortlistRepository implements ShortlistRepository {
  private readonly lists = new Map<number, Shortlist>();

  constructor(private readonly catalogue: ShortlistCatalogue) {}

  async list(user_id: number): Promise<Shortlist> {
    return this.lists.get(user_id) ?? [];
  }

  replace(user_id: number, items: readonly ShortlistRef[], _now: Date) {
    return promisedResult(async (): Promise<Result.Result<Shortlist, UnknownShortlistItems>> => {
      const resolved = items.map((ref) => ({ ref, item: this.resolve(ref) }));
      const unknown = resolved.filter(({ item }) => item === null).map(({ ref }) => ({ kind: ref.kind, id: ref.id }));
      if (unknown.length > 0) return Result.fail({ _tag: "UnknownItems", items: unknown });
      const list = resolved.flatMap(({ item }) => (item === null ? [] : [item]));
      this.lists.set(user_id, list);
      return Result.succeed(list);
    });
  }

  private resolve(ref: ShortlistRef): ShortlistItem | null {
    if (ref.kind === "institution") {
      return this.catalogue.institutions.includes(ref.id) ? { kind: "institution", id: ref.id } : null;
    }
    const institution_id = this.catalogue.programs.get(ref.id);
    return institution_id === undefined ? null : { kind: "degree_program", id: ref.id, institution_id };
  }
}
