/**
 * The ARIA tabs keyboard pattern: the tab that a key moves to from tab `current` of `count`. Arrow keys wrap around
 * (left and up go back, right and down go on), Home and End go to the first and the last; any other key, or an
 * empty tab list, moves nowhere (null).
 */
export const nextTabIndex = (key: string, current: number, count: number): number | null => {
  if (count <= 0) return null;
  const here = Math.min(Math.max(0, Math.trunc(current)), count - 1);
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (here + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (here - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
};
