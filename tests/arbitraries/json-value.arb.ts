import fc from "fast-check";

/** Any value JSON can carry, its texts (values and keys) drawn from `text`; shallow, so runs stay quick. */
export const jsonValueArb = (text: fc.Arbitrary<string>): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      text,
      fc.integer({ min: -3, max: 2_147_483_648 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(text, tie("value"), { maxKeys: 3 }),
    ),
  })).value;
