import { matchPattern } from "./match-pattern";
import { type ResolvedRoute, ROUTE_TABLE } from "./route-table";
import { SCREENS } from "./screens";

/** The route the segments name, or null. Rows of the table never overlap (ADR 007), so the first reading is the only one. */
export const matchRoute = (segments: readonly string[]): ResolvedRoute | null => {
  for (const screen of SCREENS) {
    const [params] = matchPattern(ROUTE_TABLE[screen], segments);
    // The bindings were read with this screen's own pattern, so they carry exactly its params.
    if (params !== undefined) return { screen, params } as ResolvedRoute;
  }
  return null;
};
