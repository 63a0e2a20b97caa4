import { Form, Link } from "react-router";
import type { CostCalculation } from "../../../core/ports/cost-figure-repository.port";
import { hrefFor } from "../../../core/domain/route/href-for";
import { COST_TEXTS as T } from "./cost-calculator-texts";

/** The cities grouped by country, in the catalogue's order. */
const byCountry = (cities: CostCalculation["cities"]) => {
  const groups = new Map<string, CostCalculation["cities"][number][]>();
  for (const city of cities) groups.set(city.country, [...(groups.get(city.country) ?? []), city]);
  return [...groups.entries()];
};

/**
 * The calculator's choice (ADR 065): a GET form, so the result has its own address (shareable, and it works without
 * JavaScript). The chosen program or base rides along hidden; the city is chosen from every city of the catalogue.
 */
export function CostChoiceForm({ calculation }: { readonly calculation: CostCalculation }) {
  const { choice, city, cities } = calculation;
  return (
    <Form method="get" className="cost-form" aria-label={T.form.legend}>
      <div className="cost-form__choice">
        <p className="cost-form__label">{T.form.choice}</p>
        {choice === null ? (
          <p>
            {T.form.noChoice}{" "}
            <Link to={hrefFor({ screen: "institutions-listing", params: { type: "catalog" } })}>
              {T.form.catalogue}
            </Link>
          </p>
        ) : (
          <p className="cost-form__chosen">
            <strong>{choice.title}</strong>, {choice.institution.title}
            <input type="hidden" name={choice.kind} value={choice.id} />
          </p>
        )}
      </div>
      <div className="cost-form__city">
        <label htmlFor="cost-city">{T.form.city}</label>
        <select id="cost-city" name="city" defaultValue={city?.id ?? ""} aria-describedby="cost-city-hint" required>
          {city === null ? <option value="">—</option> : null}
          {byCountry(cities).map(([country, list]) => (
            <optgroup key={country} label={country}>
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id="cost-city-hint" className="cost-form__hint">
          {T.form.otherCity}
        </p>
      </div>
      <button type="submit" className="button button--primary">
        {T.form.submit}
      </button>
    </Form>
  );
}
