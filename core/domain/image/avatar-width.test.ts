import { describe, expect, it } from "vitest";
import { AVATAR_WIDTH } from "./avatar-size";
import { AVATAR_DISPLAY, avatarWidth } from "./avatar-width";
import { IMAGE_SETTINGS } from "../constants/image-settings";
import { IMAGE_WIDTHS } from "./image-widths";

describe("avatarWidth", () => {
  it("stores avatars at 380 px, the smallest width of spec 9, enough for 96 CSS px on a 3x screen", () => {
    expect(AVATAR_WIDTH).toBe(380);
    expect(avatarWidth(AVATAR_DISPLAY.largestCssPx, AVATAR_DISPLAY.maxDensity)).toBe(AVATAR_WIDTH);
    expect(IMAGE_WIDTHS).toContain(AVATAR_WIDTH);
    expect(AVATAR_WIDTH).toBe(IMAGE_SETTINGS.minWidth);
  });

  it("takes the next width up when the smallest is not enough, and the largest when none is", () => {
    expect(avatarWidth(200, 2, [380, 1533, 2687, 3840])).toBe(1533);
    expect(avatarWidth(2000, 4, [380, 1533, 2687, 3840])).toBe(3840);
    expect(avatarWidth(96, 3, [1533, 380])).toBe(380);
    expect(avatarWidth(96, 3, [])).toBe(0);
  });
});
