import type { EducationBaseExtra } from "../../../../core/domain/catalogue/education-base-extra";
import { INSTITUTION_TEXTS } from "../institution-texts";
import { HskReadiness } from "../../hsk/hsk-readiness";

const T = INSTITUTION_TEXTS.base;
const ielts = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/**
 * The language levels a base asks for (extra.hsk_level, extra.ielts_level). The HSK line's block
 * (`data-slot="hsk-readiness"`) is the place for the visitor's own readiness against that level.
 */
export function LanguageLevels({ extra }: { extra: EducationBaseExtra }) {
  if (extra.hsk_level === null && extra.ielts_level === null) return null;
  return (
    <div className="language-levels">
      {extra.hsk_level === null ? null : (
        <div className="language-levels__item" data-slot="hsk-readiness">
          <p className="language-levels__level">
            {T.hsk}: <strong>{extra.hsk_level}</strong>
          </p>
          <HskReadiness requiredLevel={extra.hsk_level} />
        </div>
      )}
      {extra.ielts_level === null ? null : (
        <div className="language-levels__item">
          <p className="language-levels__level">
            {T.ielts}: <strong>{ielts.format(extra.ielts_level)}</strong>
          </p>
        </div>
      )}
    </div>
  );
}
