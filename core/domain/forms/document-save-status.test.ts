import { describe, expect, it } from "vitest";
import {
  type DocumentSaveEvent,
  type DocumentSaveStatus,
  INITIAL_DOCUMENT_SAVE_STATUS,
  nextDocumentSaveStatus,
} from "./document-save-status";

const TABLE: Record<DocumentSaveStatus, Record<DocumentSaveEvent, DocumentSaveStatus>> = {
  default: { submit: "sending", succeed: "default", fail: "default", reset: "default" },
  sending: { submit: "sending", succeed: "sent", fail: "error", reset: "default" },
  sent: { submit: "sending", succeed: "sent", fail: "sent", reset: "default" },
  error: { submit: "sending", succeed: "error", fail: "error", reset: "default" },
};

describe("nextDocumentSaveStatus", () => {
  it("starts in default", () => {
    expect(INITIAL_DOCUMENT_SAVE_STATUS).toBe("default");
  });

  it("follows the transition table for every status and event", () => {
    for (const [status, row] of Object.entries(TABLE) as [
      DocumentSaveStatus,
      Record<DocumentSaveEvent, DocumentSaveStatus>,
    ][]) {
      for (const [event, next] of Object.entries(row) as [DocumentSaveEvent, DocumentSaveStatus][]) {
        expect([status, event, nextDocumentSaveStatus(status, event)]).toEqual([status, event, next]);
      }
    }
  });

  it("goes through a failed save and a retry", () => {
    const events: DocumentSaveEvent[] = ["submit", "fail", "submit", "succeed"];
    let status = INITIAL_DOCUMENT_SAVE_STATUS;
    const seen = events.map((event) => {
      status = nextDocumentSaveStatus(status, event);
      return status;
    });
    expect(seen).toEqual(["sending", "error", "sending", "sent"]);
  });
});
