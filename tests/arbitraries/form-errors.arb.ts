import fc from "fast-check";
import type { FieldErrors } from "../../core/domain/forms/server-form-errors";

/** Form field names, including keys that live on Object.prototype. */
export const fieldNameArb = fc.constantFrom(
  "name",
  "phone",
  "email",
  "file",
  "comment",
  "0",
  "",
  "constructor",
  "toString",
  "hasOwnProperty",
);

export const serverMessageArb = fc.oneof(
  fc.constantFrom("Поле обязательно для заполнения.", "Некорректный e-mail.", "Файл слишком большой."),
  fc.string(),
);

/** A well-formed validation payload: `{ message, data: { field: [messages] } }`, empty lists included. */
export const serverErrorPayloadArb = fc.record({
  message: fc.option(serverMessageArb, { nil: null }),
  data: fc.dictionary(fieldNameArb, fc.array(serverMessageArb, { maxLength: 3 }), { maxKeys: 6 }),
});

/** Payloads whose field data is not a record of string lists. */
export const malformedErrorPayloadArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constantFrom(null, undefined)),
  fc.record({ message: serverMessageArb }),
  fc.record({ message: serverMessageArb, data: fc.oneof(fc.string(), fc.integer(), fc.array(fc.string())) }),
  fc.record({
    data: fc
      .tuple(
        fc.dictionary(fieldNameArb, fc.array(serverMessageArb, { maxLength: 3 }), { maxKeys: 3 }),
        fieldNameArb,
        fc.oneof(serverMessageArb, fc.array(fc.oneof(fc.integer(), fc.constant(null)), { minLength: 1 })),
      )
      .map(([valid, field, broken]) => ({ ...valid, [field]: broken })),
  }),
);

export const fieldErrorsArb: fc.Arbitrary<FieldErrors> = fc.dictionary(fieldNameArb, serverMessageArb, {
  maxKeys: 6,
});
