import {
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { TOOLTIP } from "../../core/domain/constants/tooltip";
import { tooltipShift } from "../../core/domain/navigation/tooltip-shift";
import "./tooltip.css";

/** The least room between a hint and the edge of the screen. */
const EDGE_MARGIN_PX = 8;

export type TooltipPlacement = "top" | "bottom" | "left" | "right";

type TriggerProps = { "aria-describedby"?: string };

export type TooltipProps = {
  /** The hint's id, unique on the page (the trigger is described by it). */
  id: string;
  /** The hint; plain text (escaped like any text). */
  content: string;
  placement?: TooltipPlacement;
  /** One focusable element (a button or a link) that the hint describes. */
  children: ReactElement<TriggerProps>;
};

/**
 * A short hint for its trigger (spec 9: placement top by default, disposed 5000 ms after it shows). It appears on
 * hover, keyboard focus or touch, hides on leaving, blur or Escape; the trigger is described by it (aria-describedby),
 * and the hint stays in the markup so the description also works without JavaScript.
 */
export function Tooltip({ id, content, placement = TOOLTIP.defaultPlacement, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const hint = useRef<HTMLSpanElement>(null);

  // Above or below its trigger the hint is centred on it; near a screen edge it moves sideways to stay on screen.
  useLayoutEffect(() => {
    const element = hint.current;
    if (!open || element === null || (placement !== "top" && placement !== "bottom")) return;
    element.style.setProperty("--tooltip-shift", "0px");
    const shift = tooltipShift(element.getBoundingClientRect(), document.documentElement.clientWidth, EDGE_MARGIN_PX);
    element.style.setProperty("--tooltip-shift", `${shift}px`);
  }, [open, placement]);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), TOOLTIP.disposeTimeoutMs);
    return () => clearTimeout(timer);
  }, [open]);

  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setOpen(true);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") setOpen(true);
  };

  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setOpen(false)}
      onPointerDown={onPointerDown}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span
        ref={hint}
        id={id}
        role="tooltip"
        className={`tooltip tooltip--${placement}`}
        data-open={open ? "true" : "false"}
      >
        {content}
      </span>
    </span>
  );
}
