import type { ReactNode } from "react";
import "./table-scroll.css";

type Props = {
  /** The table's name for assistive technology (its caption's text, or the id of the caption). */
  readonly label: { readonly text: string } | { readonly id: string };
  readonly className?: string;
  readonly children: ReactNode;
};

/**
 * The box of a table that may be wider than the screen: it scrolls sideways inside the page, with a shadow at each
 * edge that hides content (CSS only, so also without JavaScript). It is a named, focusable region, so keyboard users
 * can scroll it with the arrow keys (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, className, children }: Props) {
  return (
    <div
      className={className ? `table-scroll ${className}` : "table-scroll"}
      role="region"
      tabIndex={0}
      aria-label={"text" in label ? label.text : undefined}
      aria-labelledby={"id" in label ? label.id : undefined}
    >
      {children}
    </div>
  );
}
