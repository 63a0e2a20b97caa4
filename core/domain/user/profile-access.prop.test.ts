import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileSlugPartsArb } from "../../../tests/arbitraries/route.arb";
import { formatProfileSlug } from "../route/slug/profile-slug";
import { profileAccess } from "./profile-access";

const viewerArb = profileSlugPartsArb.map((parts) => ({ id: parts.id, slug: formatProfileSlug(parts) }));

describe("profileAccess properties", () => {
  it("is Anonymous for every segment when nobody is signed in", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (segment) => {
        expect(profileAccess(segment, null)._tag).toBe("Anonymous");
      }),
    );
  });

  it("is Own for the viewer's slug and Renamed, to that slug, for any other username with the viewer's id", () => {
    fc.assert(
      fc.property(viewerArb, profileSlugPartsArb, (viewer, other) => {
        expect(profileAccess(viewer.slug, viewer)).toEqual({ _tag: "Own" });
        const segment = formatProfileSlug({ id: viewer.id, username: other.username });
        const expected = segment === viewer.slug ? { _tag: "Own" } : { _tag: "Renamed", slug: viewer.slug };
        expect(profileAccess(segment, viewer)).toEqual(expected);
      }),
    );
  });

  it("is Foreign for every slug of another id", () => {
    fc.assert(
      fc.property(viewerArb, profileSlugPartsArb, (viewer, other) => {
        const id = other.id === viewer.id ? other.id + 1 : other.id;
        expect(profileAccess(formatProfileSlug({ id, username: other.username }), viewer)).toEqual({
          _tag: "Foreign",
        });
      }),
    );
  });
});
