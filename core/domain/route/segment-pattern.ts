import type { SegmentKind } from "./segment-kind";

/**
 * One segment of a route pattern: fixed text, or a param of some kind. An optional param may name another param it
 * `requires` (a city only after a country), so that no two readings of a path exist.
 */
export type SegmentPattern<Name extends string = string> =
  | { readonly _tag: "Literal"; readonly text: string }
  | {
      readonly _tag: "Param";
      readonly name: Name;
      readonly kind: SegmentKind;
      readonly optional: boolean;
      readonly requires?: Name;
    };

export const literal = (text: string): SegmentPattern<never> => ({ _tag: "Literal", text });

export const param = <N extends string>(name: N, kind: SegmentKind): SegmentPattern<N> => ({
  _tag: "Param",
  name,
  kind,
  optional: false,
});

export const optionalParam = <N extends string, R extends string = never>(
  name: N,
  kind: SegmentKind,
  requires?: R,
): SegmentPattern<N | R> =>
  requires === undefined
    ? { _tag: "Param", name, kind, optional: true }
    : { _tag: "Param", name, kind, optional: true, requires };
