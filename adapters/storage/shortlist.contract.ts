import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ShortlistRepository } from "../../core/ports/shortlist-repository.port";
import { Result } from "effect";
import { runUseCase } from "../../core/application/shared/run-use-case";

/** What each adapter's test provides: a fresh repository, two institutions, a program of the first, two users. */
export type ShortlistContractWorld = {
  readonly repo: ShortlistRepository;
  readonly institutions: readonly [number, number];
  /** A degree program of the first institution. */
  readonly program: number;
  readonly missingInstitution: number;
  readonly missingProgram: number;
  readonly users: readonly [number, number];
  close(): Promise<void>;
};

const NOW = new Date("2026-11-21T10:00:00.000Z");

/** The shared behaviour of every ShortlistRepository adapter. */
export function shortlistRepositoryContract(open: () => Promise<ShortlistContractWorld>) {
  let w: ShortlistContractWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(async () => {
    await w.close();
  });

  describe("shortlists", () => {
    it("starts empty", async () => {
      expect(await w.repo.list(w.users[0])).toEqual([]);
    });

    it("keeps the saved order and answers a program with its institution", async () => {
      const [a, b] = w.institutions;
      const saved = await runUseCase(
        w.repo.replace(
          w.users[0],
          [
            { kind: "institution", id: b },
            { kind: "degree_program", id: w.program },
            { kind: "institution", id: a },
          ],
          NOW,
        ),
      );
      const expected = [
        { kind: "institution", id: b },
        { kind: "degree_program", id: w.program, institution_id: a },
        { kind: "institution", id: a },
      ];
      expect(saved).toEqual(Result.succeed(expected));
      expect(await w.repo.list(w.users[0])).toEqual(expected);
    });

    it("replaces the whole list, and an empty save clears it", async () => {
      const [a, b] = w.institutions;
      await runUseCase(w.repo.replace(w.users[0], [{ kind: "institution", id: a }], NOW));
      await runUseCase(w.repo.replace(w.users[0], [{ kind: "institution", id: b }], NOW));
      expect(await w.repo.list(w.users[0])).toEqual([{ kind: "institution", id: b }]);
      expect(await runUseCase(w.repo.replace(w.users[0], [], NOW))).toEqual(Result.succeed([]));
      expect(await w.repo.list(w.users[0])).toEqual([]);
    });

    it("keeps each user's list apart", async () => {
      const [a, b] = w.institutions;
      await runUseCase(w.repo.replace(w.users[0], [{ kind: "institution", id: a }], NOW));
      await runUseCase(w.repo.replace(w.users[1], [{ kind: "institution", id: b }], NOW));
      expect(await w.repo.list(w.users[0])).toEqual([{ kind: "institution", id: a }]);
      expect(await w.repo.list(w.users[1])).toEqual([{ kind: "institution", id: b }]);
    });

    it("refuses items the catalogue does not have, names them all and keeps the stored list", async () => {
      const [a] = w.institutions;
      await runUseCase(w.repo.replace(w.users[0], [{ kind: "institution", id: a }], NOW));
      const refused = await runUseCase(
        w.repo.replace(
          w.users[0],
          [
            { kind: "institution", id: w.missingInstitution },
            { kind: "degree_program", id: w.program },
            { kind: "degree_program", id: w.missingProgram },
          ],
          NOW,
        ),
      );
      expect(refused).toEqual(
        Result.fail({
          _tag: "UnknownItems",
          items: [
            { kind: "institution", id: w.missingInstitution },
            { kind: "degree_program", id: w.missingProgram },
          ],
        }),
      );
      expect(await w.repo.list(w.users[0])).toEqual([{ kind: "institution", id: a }]);
    });

    it("treats ids beyond the database's range as unknown rather than failing", async () => {
      const huge = { kind: "institution", id: Number.MAX_SAFE_INTEGER } as const;
      expect(await runUseCase(w.repo.replace(w.users[0], [huge], NOW))).toEqual(
        Result.fail({ _tag: "UnknownItems", items: [huge] }),
      );
    });
  });
}
