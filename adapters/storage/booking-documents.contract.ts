import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChecklistEntry } from "../../core/domain/documents/document-checklist";
import { parseUploadFileName, type UploadFileName } from "../../core/domain/image/upload-file-name";
import type {
  BookingDocumentRepository,
  DocumentMove,
  NewDocumentFile,
} from "../../core/ports/booking-document-repository.port";

/** What each adapter's test provides: bookings of one user, one of an education base with HSK and two documents. */
export type BookingDocumentsContractWorld = {
  readonly repo: BookingDocumentRepository;
  readonly user: number;
  readonly staff: number;
  /** A booking of an education base asking for HSK 3 and two documents (below). */
  readonly baseBooking: number;
  readonly baseDocuments: readonly { readonly title: string; readonly note?: string }[];
  /** A booking of a whole degree program. */
  readonly programBooking: number;
  /** A booking of a course of kind `language` lasting «1 учебный год» (ADR 059). */
  readonly courseBooking: number;
  readonly missingBooking: number;
  close(): Promise<void>;
};

const T0 = new Date("2026-03-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const ENTRIES: readonly ChecklistEntry[] = [
  { kind: "passport", title: "Загранпаспорт", note: "", mandatory: true, position: 0 },
  { kind: "photo", title: "Фотография", note: "", mandatory: true, position: 1 },
  { kind: "base:1", title: "Мотивационное письмо", note: "До 800 слов", mandatory: true, position: 2 },
];

const fileKey = (hex: string): UploadFileName => {
  const parsed = parseUploadFileName(`${hex.padEnd(24, "0")}.pdf`);
  if (!parsed.ok) throw new Error("bad test file key");
  return parsed.value;
};

/** The shared behaviour of every BookingDocumentRepository adapter. */
export function bookingDocumentRepositoryContract(open: () => Promise<BookingDocumentsContractWorld>) {
  let w: BookingDocumentsContractWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(async () => {
    await w.close();
  });

  const newFile = (hex: string): NewDocumentFile => ({
    file_key: fileKey(hex),
    original_name: "Диплом.pdf",
    content_type: "application/pdf",
    size: 1234,
    sha256: hex.padEnd(64, "0"),
    uploaded_by: w.user,
  });

  const docOf = async (kind: string, booking = w.baseBooking) => {
    const doc = (await w.repo.list(booking)).find((d) => d.kind === kind);
    if (doc === undefined) throw new Error(`no ${kind} document`);
    return doc;
  };

  const move = (over: Partial<DocumentMove> & Pick<DocumentMove, "document_id" | "from" | "to">): DocumentMove => ({
    booking_id: w.baseBooking,
    remark: "",
    actor: "user",
    actor_user_id: w.user,
    at: T0,
    file: null,
    ...over,
  });

  describe("checklistSource", () => {
    it("answers the base's HSK level and documents, and null for a program booking or no booking", async () => {
      expect(await w.repo.checklistSource(w.baseBooking)).toEqual({
        hsk_level: 3,
        required_documents: w.baseDocuments,
      });
      expect(await w.repo.checklistSource(w.programBooking)).toBeNull();
      expect(await w.repo.checklistSource(w.missingBooking)).toBeNull();
    });

    it("answers a course booking's kind and duration (ADR 059)", async () => {
      expect(await w.repo.checklistSource(w.courseBooking)).toEqual({
        course_kind: "language",
        course_duration: "1 учебный год",
      });
    });
  });

  describe("ensure and list", () => {
    it("stores the checklist once, by position, every document needed and without versions", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES);
      await w.repo.ensure(w.baseBooking, ENTRIES);
      const list = await w.repo.list(w.baseBooking);
      expect(list.map((d) => [d.kind, d.title, d.note, d.mandatory, d.position, d.stage, d.remark, d.files])).toEqual(
        ENTRIES.map((e) => [e.kind, e.title, e.note, e.mandatory, e.position, "needed", "", []]),
      );
      expect(await w.repo.list(w.programBooking)).toEqual([]);
    });

    it("adds only the kinds a booking lacks and leaves moved documents as they are", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES.slice(0, 1));
      const passport = await docOf("passport");
      await w.repo.move(move({ document_id: passport.id, from: "needed", to: "uploaded", file: newFile("a1") }));
      await Promise.all([w.repo.ensure(w.baseBooking, ENTRIES), w.repo.ensure(w.baseBooking, ENTRIES)]);
      const list = await w.repo.list(w.baseBooking);
      expect(list.map((d) => [d.kind, d.stage])).toEqual([
        ["passport", "uploaded"],
        ["photo", "needed"],
        ["base:1", "needed"],
      ]);
    });

    it("finds a document only through its own booking", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES);
      await w.repo.ensure(w.programBooking, ENTRIES);
      const photo = await docOf("photo");
      expect(await w.repo.find(w.baseBooking, photo.id)).toEqual(photo);
      expect(await w.repo.find(w.programBooking, photo.id)).toBeNull();
    });
  });

  describe("move", () => {
    it("moves from the stage read, writes the event, and refuses a stale stage without writing", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES);
      const letter = await docOf("base:1");
      expect(
        await w.repo.move(move({ document_id: letter.id, from: "needed", to: "translation_ordered", at: at(1) })),
      ).toEqual({ moved: true, file: null });
      expect(await w.repo.move(move({ document_id: letter.id, from: "needed", to: "notarised", at: at(2) }))).toEqual({
        moved: false,
      });
      expect(
        await w.repo.move(
          move({ document_id: letter.id, from: "needed", to: "notarised", booking_id: w.programBooking }),
        ),
      ).toEqual({ moved: false });
      expect(await w.repo.find(w.baseBooking, letter.id)).toMatchObject({ stage: "translation_ordered" });
      expect(await w.repo.events(w.baseBooking)).toEqual([
        {
          document_id: letter.id,
          from_stage: "needed",
          to_stage: "translation_ordered",
          actor: "user",
          actor_user_id: w.user,
          remark: "",
          at: at(1),
        },
      ]);
    });

    it("lets one of two racing moves from the same stage through", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES);
      const letter = await docOf("base:1");
      const outcomes = await Promise.all([
        w.repo.move(move({ document_id: letter.id, from: "needed", to: "notarised" })),
        w.repo.move(move({ document_id: letter.id, from: "needed", to: "legalised" })),
      ]);
      expect(outcomes.filter((o) => o.moved)).toHaveLength(1);
      expect(await w.repo.events(w.baseBooking)).toHaveLength(1);
    });

    it("stores uploads as versions 1, 2, 3 and keeps the earlier ones", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES);
      const passport = await docOf("passport");
      const first = await w.repo.move(
        move({ document_id: passport.id, from: "needed", to: "uploaded", at: at(1), file: newFile("b1") }),
      );
      expect(first).toEqual({
        moved: true,
        file: { ...newFile("b1"), id: expect.any(Number), document_id: passport.id, version: 1, uploaded_at: at(1) },
      });
      const again = await Promise.all([
        w.repo.move(
          move({ document_id: passport.id, from: "uploaded", to: "uploaded", at: at(2), file: newFile("b2") }),
        ),
        w.repo.move(
          move({ document_id: passport.id, from: "uploaded", to: "uploaded", at: at(3), file: newFile("b3") }),
        ),
      ]);
      expect(again.every((o) => o.moved)).toBe(true);
      const stored = await w.repo.find(w.baseBooking, passport.id);
      expect(stored?.files.map((f) => f.version)).toEqual([1, 2, 3]);
      expect(new Set(stored?.files.map((f) => f.file_key))).toEqual(
        new Set([fileKey("b1"), fileKey("b2"), fileKey("b3")]),
      );
    });

    it("records a staff rejection with its remark and who made it", async () => {
      await w.repo.ensure(w.baseBooking, ENTRIES);
      const photo = await docOf("photo");
      await w.repo.move(
        move({ document_id: photo.id, from: "needed", to: "uploaded", at: at(1), file: newFile("c1") }),
      );
      await w.repo.move(
        move({
          document_id: photo.id,
          from: "uploaded",
          to: "needed",
          remark: "Фон должен быть белым",
          actor: "staff",
          actor_user_id: w.staff,
          at: at(2),
        }),
      );
      expect(await w.repo.find(w.baseBooking, photo.id)).toMatchObject({
        stage: "needed",
        remark: "Фон должен быть белым",
        updated_at: at(2),
        files: [{ version: 1 }],
      });
      expect((await w.repo.events(w.baseBooking)).map((e) => [e.from_stage, e.to_stage, e.actor, e.remark])).toEqual([
        ["needed", "uploaded", "user", ""],
        ["uploaded", "needed", "staff", "Фон должен быть белым"],
      ]);
    });
  });
}
