import { and, asc, eq, inArray, max } from "drizzle-orm";
import { z } from "zod";
import { COURSE_KIND_KEYS } from "../../../../core/domain/catalogue/course-ref";
import type { ApplicationChecklistSource } from "../../../../core/domain/course-application/application-checklist";
import { parseUploadFileName, type UploadFileName } from "../../../../core/domain/image/upload-file-name";
import type {
  BookingDocumentRepository,
  DocumentEventRow,
  StoredDocument,
  StoredDocumentFile,
} from "../../../../core/ports/booking-document-repository.port";
import type { Database } from "../database";
import {
  bookingDocumentEvents,
  bookingDocumentFiles,
  bookingDocuments,
  bookings,
  courses,
  educationBases,
} from "../schema";

const actorSchema = z.enum(["user", "staff"]);
const courseKindSchema = z.enum(COURSE_KIND_KEYS);

/** The base's documents are loose jsonb: entries without a string title are left out. */
const requiredDocumentsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = z.object({ title: z.string(), note: z.string().optional() }).safeParse(item);
      if (!parsed.success) return [];
      const { title, note } = parsed.data;
      return [note === undefined ? { title } : { title, note }];
    }),
  );

const keyOf = (value: string): UploadFileName => {
  const parsed = parseUploadFileName(value);
  if (!parsed.ok) throw new Error(`Stored document file key is not a file name: ${JSON.stringify(value)}`);
  return parsed.value;
};

type FileRow = typeof bookingDocumentFiles.$inferSelect;
const toFile = (row: FileRow): StoredDocumentFile => ({ ...row, file_key: keyOf(row.file_key) });

/** Documents, their versions and their events in PostgreSQL (docs/adr/052-application-documents.md). */
export function sqlBookingDocumentRepository(db: Database): BookingDocumentRepository {
  const filesOf = async (ids: readonly number[]) =>
    ids.length === 0
      ? []
      : (
          await db
            .select()
            .from(bookingDocumentFiles)
            .where(inArray(bookingDocumentFiles.document_id, [...ids]))
            .orderBy(asc(bookingDocumentFiles.version))
        ).map(toFile);

  const withFiles = async (rows: readonly (typeof bookingDocuments.$inferSelect)[]): Promise<StoredDocument[]> => {
    const files = await filesOf(rows.map((r) => r.id));
    return rows.map((row) => ({ ...row, files: files.filter((f) => f.document_id === row.id) }));
  };

  return {
    async checklistSource(booking_id): Promise<ApplicationChecklistSource | null> {
      const [course] = await db
        .select({ kind: courses.kind, duration: courses.duration })
        .from(bookings)
        .innerJoin(courses, eq(courses.id, bookings.course_id))
        .where(eq(bookings.id, booking_id));
      if (course !== undefined) {
        const kind = courseKindSchema.safeParse(course.kind);
        // a kind this code does not know has no rules: its checklist is the base's standard one, never empty
        if (kind.success) return { course_kind: kind.data, course_duration: course.duration };
      }
      const [row] = await db
        .select({ hsk_level: educationBases.hsk_level, required_documents: educationBases.required_documents })
        .from(bookings)
        .innerJoin(educationBases, eq(educationBases.id, bookings.education_base_id))
        .where(eq(bookings.id, booking_id));
      if (row === undefined) return null;
      return { hsk_level: row.hsk_level, required_documents: requiredDocumentsSchema.parse(row.required_documents) };
    },

    async ensure(booking_id, entries) {
      if (entries.length === 0) return;
      await db
        .insert(bookingDocuments)
        .values(entries.map((entry) => ({ booking_id, ...entry, stage: "needed", remark: "" })))
        .onConflictDoNothing({ target: [bookingDocuments.booking_id, bookingDocuments.kind] });
    },

    async list(booking_id) {
      const rows = await db
        .select()
        .from(bookingDocuments)
        .where(eq(bookingDocuments.booking_id, booking_id))
        .orderBy(asc(bookingDocuments.position), asc(bookingDocuments.id));
      return withFiles(rows);
    },

    async find(booking_id, document_id) {
      const rows = await db
        .select()
        .from(bookingDocuments)
        .where(and(eq(bookingDocuments.booking_id, booking_id), eq(bookingDocuments.id, document_id)));
      const [found] = await withFiles(rows);
      return found ?? null;
    },

    async move(move) {
      return db.transaction(async (tx) => {
        // The conditional update takes the row's lock: a racing move waits, then finds the stage changed.
        const moved = await tx
          .update(bookingDocuments)
          .set({ stage: move.to, remark: move.remark, updated_at: move.at })
          .where(
            and(
              eq(bookingDocuments.id, move.document_id),
              eq(bookingDocuments.booking_id, move.booking_id),
              eq(bookingDocuments.stage, move.from),
            ),
          )
          .returning({ id: bookingDocuments.id });
        if (moved.length === 0) return { moved: false } as const;
        await tx.insert(bookingDocumentEvents).values({
          booking_id: move.booking_id,
          document_id: move.document_id,
          from_stage: move.from,
          to_stage: move.to,
          actor: move.actor,
          actor_user_id: move.actor_user_id,
          remark: move.remark,
          at: move.at,
        });
        if (move.file === null) return { moved: true, file: null } as const;
        const [last] = await tx
          .select({ version: max(bookingDocumentFiles.version) })
          .from(bookingDocumentFiles)
          .where(eq(bookingDocumentFiles.document_id, move.document_id));
        const [file] = await tx
          .insert(bookingDocumentFiles)
          .values({
            ...move.file,
            document_id: move.document_id,
            version: (last?.version ?? 0) + 1,
            uploaded_at: move.at,
          })
          .returning();
        if (file === undefined) throw new Error("INSERT of a document version returned no row");
        return { moved: true, file: toFile(file) } as const;
      });
    },

    async events(booking_id): Promise<readonly DocumentEventRow[]> {
      const rows = await db
        .select({
          document_id: bookingDocumentEvents.document_id,
          from_stage: bookingDocumentEvents.from_stage,
          to_stage: bookingDocumentEvents.to_stage,
          actor: bookingDocumentEvents.actor,
          actor_user_id: bookingDocumentEvents.actor_user_id,
          remark: bookingDocumentEvents.remark,
          at: bookingDocumentEvents.at,
        })
        .from(bookingDocumentEvents)
        .where(eq(bookingDocumentEvents.booking_id, booking_id))
        .orderBy(asc(bookingDocumentEvents.at), asc(bookingDocumentEvents.id));
      return rows.map((row) => ({ ...row, actor: actorSchema.parse(row.actor) }));
    },
  };
}
