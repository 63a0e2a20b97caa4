import { describe, expect, it } from "vitest";
import { parseUploadFileName } from "../../../../../core/domain/image/upload-file-name";
import { CAMPUS_PHOTO_COUNT, campusPhotoName, institutionCampusPhoto } from "./campus-photo-name";

describe("campus photo names", () => {
  it("names every campus photo as a safe, distinct JPEG upload name", () => {
    const names = Array.from({ length: CAMPUS_PHOTO_COUNT }, (_, index) => campusPhotoName(index));
    expect(new Set(names).size).toBe(CAMPUS_PHOTO_COUNT);
    for (const name of names) expect(parseUploadFileName(name).ok && name.endsWith(".jpg")).toBe(true);
  });

  it("gives an institution one of them, the same for the same slug, and spreads institutions over several", () => {
    const names = new Set(Array.from({ length: 200 }, (_, id) => institutionCampusPhoto(`university-${id}`)));
    expect(institutionCampusPhoto("peking-university-11")).toBe(institutionCampusPhoto("peking-university-11"));
    expect(names.size).toBe(CAMPUS_PHOTO_COUNT);
  });
});
