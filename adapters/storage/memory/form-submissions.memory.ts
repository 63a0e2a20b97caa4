import type {
  FormSubmission,
  FormSubmissionRepository,
  NewFormSubmission,
} from "../../../core/ports/form-submission-repository.port";

export type MemoryFormSubmissionRepository = FormSubmissionRepository & {
  /** Ids of the uploads that submissions refer to (the memory uploads repository reads it). */
  uploadIds(): ReadonlySet<number>;
  /** Every submission, oldest first (the memory lead repository reads them). */
  all(): readonly FormSubmission[];
};

/** Form submissions in memory, copied on the way in and out like rows of a table. */
export function memoryFormSubmissionRepository(): MemoryFormSubmissionRepository {
  const rows = new Map<number, FormSubmission>();
  let nextId = 1;
  return {
    async add(submission: NewFormSubmission): Promise<FormSubmission> {
      const row: FormSubmission = structuredClone({ ...submission, id: nextId++ });
      rows.set(row.id, row);
      return structuredClone(row);
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
