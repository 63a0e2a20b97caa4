import { match } from "ts-pattern";
import type { SegmentPattern } from "./segment-pattern";

/** A pattern written as in spec 2: "/{type}/{country?}/{city?}/{institution}/". */
export const routePatternText = (pattern: readonly SegmentPattern[]): string => {
  const parts = pattern.map((segment) =>
    match(segment)
      .with({ _tag: "Literal" }, ({ text }) => text)
      .with({ _tag: "Param" }, ({ name, optional }) => `{${name}${optional ? "?" : ""}}`)
      .exhaustive(),
  );
  return parts.length === 0 ? "/" : `/${parts.join("/")}/`;
};
