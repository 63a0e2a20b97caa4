/**
 * The width and height avatars are stored at (ADR 047): 380 px, the smallest width of spec 9, which is what
 * avatarWidth chooses for AVATAR_DISPLAY (96 CSS px at density 3 needs 288 device px); a test holds the three
 * together. A literal of its own, so the header that draws avatars on every page loads no image settings for it.
 */
export const AVATAR_WIDTH = 380;
