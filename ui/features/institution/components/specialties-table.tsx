import type { Specialty } from "../../../../core/domain/catalogue/specialty";
import type { CurrencyCode } from "../../../../core/domain/price/currency-code";
import { priceText } from "../../../../core/domain/price/price-text";
import { TableScroll } from "../../../components/table-scroll";
import { INSTITUTION_TEXTS } from "../institution-texts";

const T = INSTITUTION_TEXTS.base;

/** The specialties of a base: title, price text, length of study and languages of instruction. */
export function SpecialtiesTable({
  specialties,
  currency,
  caption,
}: {
  specialties: readonly Specialty[];
  currency?: CurrencyCode;
  caption: string;
}) {
  if (specialties.length === 0) return null;
  return (
    <TableScroll label={{ text: caption }}>
      <table className="inst-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.specialty}</th>
            <th scope="col">{T.specialtyPrice}</th>
            <th scope="col">{T.period}</th>
            <th scope="col">{T.languages}</th>
          </tr>
        </thead>
        <tbody>
          {specialties.map((specialty) => (
            <tr key={specialty.id}>
              <th scope="row">{specialty.title}</th>
              <td className="inst-table__price">
                {priceText({ min: specialty.min_price, max: specialty.max_price }, currency)}
              </td>
              <td>{specialty.period ?? INSTITUTION_TEXTS.none}</td>
              <td>
                {specialty.languages.length === 0
                  ? INSTITUTION_TEXTS.none
                  : specialty.languages.map((language) => language.title).join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
