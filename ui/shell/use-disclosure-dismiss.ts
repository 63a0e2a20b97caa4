import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Closes an open <details> menu the way menus close: Escape (focus back on its summary), a click or focus outside,
 * and a navigation. Without JavaScript the <details> still opens and closes by its summary.
 */
export function useDisclosureDismiss(ref: RefObject<HTMLDetailsElement | null>): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [ref, pathname, search]);

  useEffect(() => {
    const close = (focusSummary: boolean) => {
      const details = ref.current;
      if (!details?.open) return;
      details.open = false;
      if (focusSummary) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      if (event.target instanceof Node && details.contains(event.target)) close(true);
    };
    const onOutside = (event: Event) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [ref]);
}
