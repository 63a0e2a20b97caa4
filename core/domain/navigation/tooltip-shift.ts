/** The horizontal extent of a box on the screen, in CSS pixels. */
export type Span = Readonly<{ left: number; right: number }>;

/**
 * How far to move a tooltip sideways so that it stays `margin` pixels inside a viewport `viewportWidth` wide:
 * 0 when it already fits, positive to move it right, negative to move it left. A tooltip wider than the room
 * available keeps its left edge at the margin (its start is where reading begins).
 */
export function tooltipShift(box: Span, viewportWidth: number, margin: number): number {
  const overLeft = margin - box.left;
  if (overLeft > 0) return overLeft;
  const overRight = box.right - (viewportWidth - margin);
  if (overRight <= 0) return 0;
  return -Math.min(overRight, box.left - margin);
}
