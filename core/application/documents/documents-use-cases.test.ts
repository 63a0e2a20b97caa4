import { Result } from "effect";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../../adapters/storage/memory/applicant-notifier.memory";
import { MemoryBookingDocumentRepository } from "../../../adapters/storage/memory/booking-documents.memory";
import { memoryFileStore } from "../../../adapters/storage/memory/file-store.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import { createBooking } from "../bookings/create-booking";
import { runUseCase } from "../shared/run-use-case";
import { decideDocument } from "./decide-document";
import { documentsReadyForSubmit } from "./documents-ready-for-submit";
import { listDocuments } from "./list-documents";
import { openDocumentFile } from "./open-document-file";
import { prepareDocument } from "./prepare-document";
import { uploadDocument } from "./upload-document";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const alice = { user_id: ID.alice, staff: false };
const bob = { user_id: ID.bob, staff: false };
const staff = { user_id: ID.moderator, staff: true };
const PDF = new TextEncoder().encode("%PDF-1.4\n%test\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function world() {
  const bookings = memoryBookingWorld();
  const documents = new MemoryBookingDocumentRepository((id) =>
    id === 1 ? { hsk_level: 4, required_documents: [{ title: "Мотивационное письмо", note: "" }] } : null,
  );
  const deps = {
    bookings,
    documents,
    files: memoryFileStore(),
    notifier: memoryApplicantNotifier(),
    audit: memoryAuditLog(),
  };
  const created = await runUseCase(
    createBooking(
      { bookings, users: memoryUserRepository() },
      ID.alice,
      { target: { _tag: "EducationBase", education_base_id: ID.base } },
      NOW,
    ),
  );
  if (Result.isFailure(created)) throw new Error("no booking");
  const id = created.success.id;
  const listed = await runUseCase(listDocuments(deps, alice, id));
  if (Result.isFailure(listed)) throw new Error("no documents");
  const docOf = (kind: string) => {
    const doc = listed.success.documents.find((d) => d.kind === kind);
    if (doc === undefined) throw new Error(kind);
    return doc.id;
  };
  return { deps, id, docOf };
}

describe("listDocuments", () => {
  it("makes the checklist on first read and shows it to the owner and to staff only", async () => {
    const { deps, id } = await world();
    const listed = await runUseCase(listDocuments(deps, staff, id));
    expect(listed).toMatchObject(Result.succeed({ booking_id: id, mandatory_total: 6, mandatory_done: 0 }));
    if (Result.isSuccess(listed)) {
      expect(listed.success.documents.map((d) => d.kind)).toEqual([
        "passport",
        "photo",
        "diploma",
        "transcript",
        "hsk",
        "medical",
        "police",
        "base:1",
      ]);
      expect(listed.success.documents[2]?.steps[0]).toEqual({ name: "translation_ordered", state: "current" });
    }
    expect(await runUseCase(listDocuments(deps, bob, id))).toEqual(Result.fail({ _tag: "BookingNotFound", id }));
    expect(await runUseCase(listDocuments(deps, alice, 999))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id: 999 }),
    );
  });
});

describe("the pipeline through the use cases", () => {
  it("prepares, uploads two versions, is rejected with a remark, and the applicant is told", async () => {
    const { deps, id, docOf } = await world();
    const diploma = docOf("diploma");
    expect(await runUseCase(prepareDocument(deps, alice, id, diploma, "notarised", later(1)))).toMatchObject(
      Result.succeed({
        stage: "notarised",
        steps: [
          { name: "translation_ordered", state: "skipped" },
          { name: "notarised", state: "done" },
          { name: "legalised", state: "current" },
          { name: "uploaded", state: "todo" },
          { name: "accepted", state: "todo" },
        ],
      }),
    );
    const first = await runUseCase(
      uploadDocument(deps, alice, id, diploma, { bytes: PDF, original_name: "C:\\scans\\Диплом.exe" }, later(2)),
    );
    expect(first).toMatchObject(
      Result.succeed({
        stage: "uploaded",
        versions: [{ version: 1, name: "Диплом.pdf", content_type: "application/pdf" }],
      }),
    );
    const second = await runUseCase(
      uploadDocument(deps, alice, id, diploma, { bytes: PNG, original_name: "diploma.pdf" }, later(3)),
    );
    expect(second).toMatchObject(
      Result.succeed({
        versions: [
          { version: 2, name: "diploma.png", content_type: "image/png" },
          { version: 1, name: "Диплом.pdf" },
        ],
      }),
    );
    const rejected = await runUseCase(
      decideDocument(deps, staff, id, diploma, { decision: "reject", remark: "Не видно печати" }, later(4)),
    );
    expect(rejected).toMatchObject(Result.succeed({ stage: "needed", remark: "Не видно печати" }));
    expect(deps.notifier.events).toEqual([
      {
        _tag: "DocumentReviewed",
        booking_id: id,
        user_id: ID.alice,
        document_title: "Диплом или аттестат",
        decision: "rejected",
        remark: "Не видно печати",
      },
    ]);
  });

  it("refuses what the pipeline refuses and files that are not pdf, png or jpeg by content", async () => {
    const { deps, id, docOf } = await world();
    const photo = docOf("photo");
    expect(await runUseCase(prepareDocument(deps, alice, id, photo, "notarised", NOW))).toMatchObject(
      Result.fail({ _tag: "StepNotApplicable" }),
    );
    expect(
      await runUseCase(
        uploadDocument(
          deps,
          alice,
          id,
          photo,
          { bytes: new TextEncoder().encode("GIF89a"), original_name: "a.png" },
          NOW,
        ),
      ),
    ).toEqual(Result.fail({ _tag: "UnsupportedFileType" }));
    expect(
      await runUseCase(
        uploadDocument(deps, alice, id, photo, { bytes: new Uint8Array(), original_name: "a.png" }, NOW),
      ),
    ).toEqual(Result.fail({ _tag: "EmptyFile" }));
    expect(await runUseCase(decideDocument(deps, staff, id, photo, { decision: "accept" }, NOW))).toMatchObject(
      Result.fail({ _tag: "StageNotAllowed" }),
    );
    expect(await runUseCase(decideDocument(deps, alice, id, photo, { decision: "accept" }, NOW))).toMatchObject(
      Result.fail({ _tag: "ActorNotAllowed", allowed: "staff" }),
    );
    expect(
      await runUseCase(uploadDocument(deps, staff, id, photo, { bytes: PDF, original_name: "a" }, NOW)),
    ).toMatchObject(Result.fail({ _tag: "ActorNotAllowed", allowed: "user" }));
    expect(await runUseCase(prepareDocument(deps, bob, id, photo, "notarised", NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id }),
    );
    expect(await runUseCase(prepareDocument(deps, alice, id, 4040, "notarised", NOW))).toEqual(
      Result.fail({ _tag: "DocumentNotFound", id: 4040 }),
    );
    expect(deps.notifier.events).toEqual([]);
  });

  it("stores nothing when the document moved meanwhile: the move is refused and the saved bytes removed", async () => {
    const { deps, id, docOf } = await world();
    const repo = deps.documents;
    const stale = {
      checklistSource: repo.checklistSource.bind(repo),
      ensure: repo.ensure.bind(repo),
      list: repo.list.bind(repo),
      find: repo.find.bind(repo),
      events: repo.events.bind(repo),
      move: async () => ({ moved: false }) as const,
    };
    const removed: string[] = [];
    const files = { ...deps.files, remove: async (name: string) => void removed.push(name) };
    const photo = docOf("photo");
    expect(
      await runUseCase(
        uploadDocument({ ...deps, documents: stale, files }, alice, id, photo, { bytes: PNG, original_name: "a" }, NOW),
      ),
    ).toEqual(Result.fail({ _tag: "DocumentChanged", id: photo }));
    expect(removed).toHaveLength(1);
    expect(await deps.files.open(removed[0] as never)).not.toBeNull();
    expect(
      await runUseCase(prepareDocument({ ...deps, documents: stale }, alice, id, docOf("diploma"), "notarised", NOW)),
    ).toEqual(Result.fail({ _tag: "DocumentChanged", id: docOf("diploma") }));
  });

  it("opens a version for the owner and staff, and for nobody else", async () => {
    const { deps, id, docOf } = await world();
    const passport = docOf("passport");
    const uploaded = await runUseCase(
      uploadDocument(deps, alice, id, passport, { bytes: PDF, original_name: "p.pdf" }, NOW),
    );
    if (Result.isFailure(uploaded)) throw new Error("not uploaded");
    const fileId = uploaded.success.versions[0]?.id ?? 0;
    for (const viewer of [alice, staff]) {
      const opened = await runUseCase(openDocumentFile(deps, viewer, id, passport, fileId));
      expect(opened).toMatchObject(
        Result.succeed({ name: "p.pdf", content_type: "application/pdf", size: PDF.length }),
      );
    }
    expect(await runUseCase(openDocumentFile(deps, bob, id, passport, fileId))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id }),
    );
    expect(await runUseCase(openDocumentFile(deps, alice, id, docOf("photo"), fileId))).toEqual(
      Result.fail({ _tag: "DocumentFileNotFound", id: fileId }),
    );
  });
});

describe("documentsReadyForSubmit", () => {
  it("lists the missing mandatory documents until every one is uploaded", async () => {
    const { deps, id, docOf } = await world();
    const before = await runUseCase(documentsReadyForSubmit(deps, id));
    expect(before).toMatchObject(Result.succeed({ ready: false, total: 6, done: 0 }));
    for (const kind of ["passport", "photo", "diploma", "transcript", "hsk", "base:1"]) {
      await runUseCase(uploadDocument(deps, alice, id, docOf(kind), { bytes: PDF, original_name: kind }, NOW));
      const now = await runUseCase(documentsReadyForSubmit(deps, id));
      if (Result.isFailure(now)) throw new Error("unexpected");
      expect(now.success.missing.some((m) => m.kind === kind)).toBe(false);
    }
    expect(await runUseCase(documentsReadyForSubmit(deps, id))).toEqual(
      Result.succeed({ ready: true, total: 6, done: 6, missing: [] }),
    );
  });
});
