import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageOf, REPEAT_WINDOW_MS, repeatWindowStart, submissionFingerprint } from "./submission-fingerprint";

const kinds = fc.constantFrom("simple", "subscribe", "promo", "calc", "save-doc", "leave-review", "chat");
const text = fc.string({ maxLength: 12 });
const scalar = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
const contacts = fc.record(
  { name: text, phone: fc.stringMatching(/^\+7\d{10}$/), email: fc.emailAddress() },
  { requiredKeys: [] },
);
const otherFields = fc.record({ message: text, subject: text, calc: fc.dictionary(text, scalar, { maxKeys: 3 }) });
const page = fc.webUrl({ withQueryParameters: false, withFragments: false });
const tail = fc.oneof(
  fc.constant(""),
  fc.webQueryParameters().map((query) => `?${query}`),
  fc.webFragments().map((fragment) => `#${fragment}`),
);
const submission = fc.record({ kind: kinds, contacts, other: otherFields, page, document: fc.option(text) });

/** The same fields in another order: JSON objects have none. */
const reversed = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).reverse());

describe("submissionFingerprint", () => {
  it("is the same for a repeat: field order, the message, calc and the page's query or fragment do not count", () => {
    fc.assert(
      fc.property(submission, otherFields, tail, tail, (s, other, tailA, tailB) => {
        const first = { ...s.contacts, ...s.other };
        const again = reversed({ ...s.contacts, ...other });
        expect(
          submissionFingerprint({ kind: s.kind, fields: first, pageUrl: s.page + tailA, document: s.document }),
        ).toBe(submissionFingerprint({ kind: s.kind, fields: again, pageUrl: s.page + tailB, document: s.document }));
      }),
    );
  });

  it("differs when the kind, a contact, the page or the document differs", () => {
    fc.assert(
      fc.property(submission, submission, (a, b) => {
        const print = (s: typeof a) =>
          submissionFingerprint({ kind: s.kind, fields: s.contacts, pageUrl: s.page, document: s.document });
        const same =
          a.kind === b.kind &&
          a.page === b.page &&
          a.document === b.document &&
          (["name", "phone", "email"] as const).every((key) => a.contacts[key] === b.contacts[key]);
        expect(print(a) === print(b)).toBe(same);
      }),
    );
  });

  it("tells two reviews by the same person apart by their text", () => {
    fc.assert(
      fc.property(contacts, page, text, text, (who, at, textA, textB) => {
        const review = (body: string) =>
          submissionFingerprint({ kind: "leave-review", fields: { ...who, text: body }, pageUrl: at });
        expect(review(textA) === review(textB)).toBe(textA === textB);
      }),
    );
  });

  it("keeps the page's address up to its query or fragment", () => {
    fc.assert(
      fc.property(page, tail, (at, rest) => {
        expect(pageOf(at + rest)).toBe(at);
      }),
    );
  });
});

describe("repeatWindowStart", () => {
  it("is the window's length before now", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true, min: new Date(0) }), (now) => {
        expect(now.getTime() - repeatWindowStart(now).getTime()).toBe(REPEAT_WINDOW_MS);
      }),
    );
  });
});
