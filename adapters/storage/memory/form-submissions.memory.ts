import type {
  FormSubmission,
  FormSubmissionRepository,
  NewFormSubmission,
  RepeatGuard,
  StoredOnce,
} from "../../../core/ports/form-submission-repository.port";

type Mark = Readonly<{ id: number; kind: string; guard: RepeatGuard; at: Date }>;

export type MemoryFormSubmissionRepository = FormSubmissionRepository & {
  /** Ids of the uploads that submissions refer to (the memory uploads repository reads it). */
  uploadIds(): ReadonlySet<number>;
  /** Every submission, oldest first (the memory lead repository reads them). */
  all(): readonly FormSubmission[];
};

/** Form submissions in memory, copied on the way in and out like rows of a table. */
export function memoryFormSubmissionRepository(): MemoryFormSubmissionRepository {
  const rows = new Map<number, FormSubmission>();
  const marks: Mark[] = [];
  let nextId = 1;
  const store = (submission: NewFormSubmission): FormSubmission => {
    const row: FormSubmission = structuredClone({ ...submission, id: nextId++ });
    rows.set(row.id, row);
    return row;
  };
  /** The earliest stored post this one repeats: the same key for its kind, or the same fingerprint since `since`. */
  const repeated = (kind: string, guard: RepeatGuard): Mark | undefined =>
    marks.find(
      (mark) =>
        (guard.idempotencyKey !== null && mark.kind === kind && mark.guard.idempotencyKey === guard.idempotencyKey) ||
        (mark.guard.fingerprint === guard.fingerprint && mark.at.getTime() > guard.since.getTime()),
    );
  return {
    async add(submission: NewFormSubmission): Promise<FormSubmission> {
      return structuredClone(store(submission));
    },
    // One event-loop turn from lookup to insert: nothing interleaves, so this is atomic as the SQL one is.
    async addOnce(submission: NewFormSubmission, guard: RepeatGuard): Promise<StoredOnce> {
      const first = repeated(submission.kind, guard);
      const earlier = first === undefined ? undefined : rows.get(first.id);
      if (earlier !== undefined) return { submission: structuredClone(earlier), created: false };
      const row = store(submission);
      marks.push({ id: row.id, kind: submission.kind, guard, at: submission.createdAt });
      return { submission: structuredClone(row), created: true };
    },
    async findById(id: number): Promise<FormSubmission | null> {
      const row = rows.get(id);
      return row ? structuredClone(row) : null;
    },
    all: () => [...rows.values()].map((row) => structuredClone(row)),
    uploadIds() {
      return new Set([...rows.values()].flatMap((row) => (row.uploadId === null ? [] : [row.uploadId])));
    },
  };
}
