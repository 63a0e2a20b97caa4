import type { UploadFileName } from "../../../core/domain/image/upload-file-name";
import type { NewUpload, ServedUpload, Upload, UploadRepository } from "../../../core/ports/upload-repository.port";

/**
 * Upload records in memory. A record is attached to a form when a submission of `submissions` refers to it, as
 * with the foreign key of the SQL table; stored names are unique.
 */
export function memoryUploadRepository(submissions: { uploadIds(): ReadonlySet<number> }): UploadRepository {
  const rows = new Map<number, Upload>();
  let nextId = 1;
  return {
    async add(upload: NewUpload): Promise<Upload> {
      if ([...rows.values()].some((row) => row.filename === upload.filename)) {
        throw new Error(`An upload named ${upload.filename} already exists`);
      }
      const row: Upload = { ...upload, createdAt: new Date(upload.createdAt), id: nextId++ };
      rows.set(row.id, row);
      return { ...row, createdAt: new Date(row.createdAt) };
    },
    async findByFilename(filename: UploadFileName): Promise<ServedUpload | null> {
      const row = [...rows.values()].find((candidate) => candidate.filename === filename);
      if (!row) return null;
      return { ...row, createdAt: new Date(row.createdAt), attachedToForm: submissions.uploadIds().has(row.id) };
    },
    async remove(id: number): Promise<void> {
      if (submissions.uploadIds().has(id)) throw new Error(`Upload ${id} is attached to a form submission`);
      rows.delete(id);
    },
  };
}
