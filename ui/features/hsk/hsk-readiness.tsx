import { Link } from "react-router";
import { hskReadiness } from "../../../core/domain/hsk/hsk-readiness";
import { hrefFor } from "../../../core/domain/route/href-for";
import { HskLevelPicker } from "./hsk-level-picker";
import { hskVerdictText } from "./hsk-texts";
import { useHskLevel } from "./use-hsk-level";
import "./hsk.css";

const COURSES = hrefFor({ screen: "courses", params: {} });
const HSK_INFO = hrefFor({ screen: "hsk", params: {} });

/**
 * Whether the visitor's stated HSK level meets `requiredLevel` (the education base's `extra.hsk_level`).
 * Nothing for an unknown requirement; a short level links to the courses; the level can be stated or changed here
 * (`compact` leaves that out, for places with one picker of their own, such as the comparison).
 */
export function HskReadiness({ requiredLevel, compact = false }: { requiredLevel: number | null; compact?: boolean }) {
  const level = useHskLevel();
  const readiness = hskReadiness(level, requiredLevel);
  const text = hskVerdictText(readiness);
  if (text === null) return null;
  const tone = readiness._tag === "Meets" ? "ok" : readiness._tag === "Short" ? "short" : "unknown";
  return (
    <div className={`hsk-readiness hsk-readiness--${tone}`}>
      <p className="hsk-readiness__verdict">{text}</p>
      {readiness._tag === "Short" ? (
        <p className="hsk-readiness__links">
          <Link to={COURSES}>Курсы подготовки к HSK</Link> · <Link to={HSK_INFO}>Об экзамене HSK</Link>
        </p>
      ) : null}
      {compact ? null : (
        <details className="hsk-readiness__change">
          <summary>{level === null ? "Указать мой уровень HSK" : "Изменить мой уровень HSK"}</summary>
          <HskLevelPicker id="hsk-level" />
        </details>
      )}
    </div>
  );
}
