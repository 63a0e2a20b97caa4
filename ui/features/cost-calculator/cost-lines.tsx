import { match } from "ts-pattern";
import type { CostLine, FirstYearCost } from "../../../core/domain/cost/first-year-cost";
import { COST_TEXTS as T } from "./cost-calculator-texts";
import { moneyText } from "./money-text";

/** A day "2026-11-20" as «20.11.2026». */
const dayText = (day: string): string => day.split("-").reverse().join(".");

/** The original amount when it was not roubles: «26 000 CN¥ в год, курс на 24.11.2026». */
const originalText = (line: Extract<CostLine, { _tag: "Priced" }>): string | null =>
  line.currency === "RUB" || line.amount === 0
    ? null
    : `${moneyText(Math.abs(line.amount), line.currency)}${line.rate === null ? "" : `, ${T.rateOn} ${dayText(line.rate.as_of)}`}`;

function LineSource({ line }: { readonly line: Extract<CostLine, { _tag: "Priced" }> }) {
  const original = originalText(line);
  return (
    <p className="cost-line__source">
      {match(line.origin)
        .with({ _tag: "Figure" }, ({ source, checked_on }) => (
          <>
            <a href={source.url} rel="noopener noreferrer" target="_blank">
              {source.name}
            </a>
            , {T.checked} {dayText(checked_on)}
          </>
        ))
        .with({ _tag: "Catalogue" }, ({ grant, checked_on }) => (
          <>
            {line.item === "grant" && grant !== "none" ? `${T.grantNote[grant]}. ` : ""}
            {T.catalogueSource}
            {checked_on === null ? null : `, ${T.updated} ${dayText(checked_on)}`}
          </>
        ))
        .exhaustive()}
      {original === null ? null : <> · {original}</>}
    </p>
  );
}

/**
 * The first-year cost, line by line (ADR 065): each priced line in roubles with its source and day, a free one as
 * «Бесплатно», a missing one as missing (never 0), then the total, which is the sum of the priced lines.
 */
export function CostLines({ cost }: { readonly cost: FirstYearCost }) {
  return (
    <section className="cost-result" aria-labelledby="cost-result-title">
      <h2 id="cost-result-title">{T.table.caption}</h2>
      <ul className="cost-lines">
        {cost.lines.map((line) => (
          <li key={line.item} className={`cost-line cost-line--${line._tag.toLowerCase()}`} data-item={line.item}>
            <span className="cost-line__label">{T.items[line.item]}</span>
            {match(line)
              .with({ _tag: "Priced" }, (priced) => (
                <>
                  <span className="cost-line__amount" data-roubles={priced.roubles}>
                    {priced.roubles === 0 && priced.item !== "tuition" ? T.free : moneyText(priced.roubles, "RUB")}
                  </span>
                  <LineSource line={priced} />
                </>
              ))
              .with({ _tag: "Missing" }, ({ reason }) => (
                <span className="cost-line__amount cost-line__amount--missing">{T.missing[reason]}</span>
              ))
              .exhaustive()}
          </li>
        ))}
      </ul>
      <p className="cost-total">
        <span>{T.total}</span>
        <strong className="cost-total__amount" data-total={cost.total}>
          {moneyText(cost.total, "RUB")}
        </strong>
      </p>
      {cost.complete ? null : <p className="cost-total__note">{T.incomplete}</p>}
    </section>
  );
}
