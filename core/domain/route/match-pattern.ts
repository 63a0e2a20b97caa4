import { match } from "ts-pattern";
import { fitsSegmentKind } from "./segment-kind";
import type { SegmentPattern } from "./segment-pattern";

/** Param name -> raw segment. */
export type ParamBindings = Readonly<Record<string, string>>;

const readings = (
  pattern: readonly SegmentPattern[],
  segments: readonly string[],
  bound: ParamBindings,
): readonly ParamBindings[] => {
  const [head, ...restOfPattern] = pattern;
  if (head === undefined) return segments.length === 0 ? [bound] : [];
  const [segment, ...restOfSegments] = segments;
  return match(head)
    .with({ _tag: "Literal" }, ({ text }) => (segment === text ? readings(restOfPattern, restOfSegments, bound) : []))
    .with({ _tag: "Param" }, ({ name, kind, optional, requires }) => {
      const canTake =
        segment !== undefined && fitsSegmentKind(kind, segment) && (requires === undefined || requires in bound);
      const taken = canTake ? readings(restOfPattern, restOfSegments, { ...bound, [name]: segment }) : [];
      const skipped = optional ? readings(restOfPattern, segments, bound) : [];
      return [...taken, ...skipped];
    })
    .exhaustive();
};

/** Every way a pattern reads the segments (each optional param taken or skipped); ADR 007 keeps it to at most one. */
export const matchPattern = (
  pattern: readonly SegmentPattern[],
  segments: readonly string[],
): readonly ParamBindings[] => readings(pattern, segments, {});
