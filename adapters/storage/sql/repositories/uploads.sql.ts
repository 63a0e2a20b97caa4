import { eq } from "drizzle-orm";
import type { UploadFileName } from "../../../../core/domain/image/upload-file-name";
import { parseUploadFileName } from "../../../../core/domain/image/upload-file-name";
import type { NewUpload, ServedUpload, Upload, UploadRepository } from "../../../../core/ports/upload-repository.port";
import type { Database } from "../database";
import { formSubmissions, uploads } from "../schema";

type Row = typeof uploads.$inferSelect;

const toUpload = (row: Row): Upload => {
  const filename = parseUploadFileName(row.filename);
  if (!filename.ok) throw new Error(`Stored upload ${row.id} has an unsafe name (${filename.error._tag})`);
  return {
    id: row.id,
    filename: filename.value,
    originalName: row.original_name,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
    userId: row.user_id,
    createdAt: row.created_at,
  };
};

/** Upload records in PostgreSQL (or PGlite): table uploads; "attached" means a form submission refers to it. */
export function sqlUploadRepository(db: Database): UploadRepository {
  return {
    async add(upload: NewUpload): Promise<Upload> {
      const [row] = await db
        .insert(uploads)
        .values({
          filename: upload.filename,
          original_name: upload.originalName,
          mime: upload.mime,
          size: upload.size,
          sha256: upload.sha256,
          user_id: upload.userId,
          created_at: upload.createdAt,
        })
        .returning();
      if (!row) throw new Error("INSERT into uploads returned no row");
      return toUpload(row);
    },

    async findByFilename(filename: UploadFileName): Promise<ServedUpload | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.filename, filename)).limit(1);
      if (!row) return null;
      const [reference] = await db
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(eq(formSubmissions.upload_id, row.id))
        .limit(1);
      return { ...toUpload(row), attachedToForm: reference !== undefined };
    },

    async remove(id: number): Promise<void> {
      await db.delete(uploads).where(eq(uploads.id, id));
    },
  };
}
