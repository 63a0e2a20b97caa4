import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { Notice } from "../../core/domain/notice/notice";

type SetModelNotice = (notice: Notice | null) => void;

const ModelNoticeContext = createContext<{ model: Notice | null; setModel: SetModelNotice } | null>(null);

/** Holds the notice a page's model supplies (spec 4: it takes precedence over the main notice). */
export function ModelNoticeProvider({ children }: { children: ReactNode }) {
  const [model, setModel] = useState<Notice | null>(null);
  return <ModelNoticeContext.Provider value={{ model, setModel }}>{children}</ModelNoticeContext.Provider>;
}

/** The model notice supplied by the current page, if any. */
export const useSuppliedModelNotice = (): Notice | null => useContext(ModelNoticeContext)?.model ?? null;

/**
 * For a page (an institution, say) whose model carries its own notice: the banner shows it instead of the main one
 * while the page is mounted. The server already sends a path's model notice as main data's notice, so this is for
 * notices a page learns in the browser.
 */
export function useModelNotice(notice: Notice | null | undefined): void {
  const setModel = useContext(ModelNoticeContext)?.setModel;
  const value = notice ?? null;
  const key = value === null ? "" : JSON.stringify(value);
  useEffect(() => {
    if (!setModel) return;
    setModel(key === "" ? null : (JSON.parse(key) as Notice));
    return () => setModel(null);
  }, [setModel, key]);
}
