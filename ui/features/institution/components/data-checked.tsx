import { dataCheckedText } from "../../../../core/domain/institution-page/data-checked";

/** «Данные проверены 12 ноября 2026» (Moscow day of updated_at); nothing without a readable date. */
export function DataChecked({ updatedAt }: { updatedAt: string | null }) {
  const text = dataCheckedText(updatedAt);
  return text === null ? null : <p className="data-checked">{text}</p>;
}
