import { useSyncExternalStore } from "react";
import type { HskLevel } from "../../../core/domain/hsk/hsk-level";
import { localHskLevel } from "./local-hsk-level";

/** The stated HSK level, shared by every picker and verdict on the page; null until stated (and on the server). */
export const useHskLevel = (): HskLevel | null =>
  useSyncExternalStore(localHskLevel.subscribe, localHskLevel.getSnapshot, localHskLevel.getServerSnapshot);

export const saveHskLevel = (level: HskLevel): Promise<HskLevel | null> => localHskLevel.update(() => level);
