import type { ListingDataset } from "../../adapters/storage/memory/institution-listing.memory";
import type { Database } from "../../adapters/storage/sql/database";
import {
  cities,
  countries,
  degreePrograms,
  directions,
  educationBases,
  exchangeRates,
  institutions,
  languages,
  pages,
  programLevels,
  specialties,
} from "../../adapters/storage/sql/schema";

const chunks = <T>(rows: readonly T[], size = 1_000): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Stores a listing dataset (the memory model's input) in SQL, so both adapters can be fed the same data: the
 * denormalised listing columns are written as the dataset has them, and an institution with open waves gets a
 * degree program with one open education base (every other institution with bases gets a closed one). The stored
 * exchange rates are replaced by the dataset's, so both adapters convert prices alike.
 */
export async function insertListingDataset(db: Database, dataset: ListingDataset): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(exchangeRates);
    if (dataset.rates.length > 0)
      await tx
        .insert(exchangeRates)
        .values(dataset.rates.map((rate) => ({ ...rate, rate_to_rub: String(rate.rate_to_rub) })));
    if (dataset.countries.length > 0)
      await tx.insert(countries).values(
        dataset.countries.map((country) => ({
          id: country.id,
          slug: country.slug,
          name: country.name,
          morph: country.morph ?? {},
          currency: country.currency.code,
          sort: country.rank,
        })),
      );
    if (dataset.cities.length > 0)
      await tx.insert(cities).values(dataset.cities.map((city) => ({ ...city, morph: city.morph ?? {} })));
    const named = (rows: ListingDataset["languages"]) => rows.map(({ id, slug, title }) => ({ id, slug, title }));
    if (dataset.languages.length > 0) await tx.insert(languages).values(named(dataset.languages));
    if (dataset.programLevels.length > 0)
      await tx
        .insert(programLevels)
        .values(dataset.programLevels.map(({ id, slug, title, rank }) => ({ id, slug, title, sort: rank })));
    if (dataset.directions.length > 0) await tx.insert(directions).values(named(dataset.directions));
    if (dataset.specialties.length > 0) await tx.insert(specialties).values(named(dataset.specialties));
    for (const chunk of chunks(dataset.institutions)) {
      await tx.insert(institutions).values(
        chunk.map(({ card, ...rest }) => ({
          id: card.id,
          slug: card.slug,
          type: card.type,
          country_id: card.country.id,
          city_id: card.city?.id ?? null,
          title_ru: card.title.ru,
          title_en: card.title.en ?? "",
          title_ch: card.title.ch ?? "",
          acronym: card.acronym ?? "",
          logo: card.logo?.filename ?? null,
          photo: card.photo?.filename ?? null,
          price: card.price,
          min_price: card.price,
          rating: card.rating,
          ratings_count: card.ratings_count,
          comments_count: card.comments_count,
          has_grants: card.has_grants,
          is_partner: card.is_partner,
          rank_place_world: card.rank_place_world,
          rank_place_country: card.rank_place_country,
          places_applicants: card.places_applicants,
          available_places: card.available_places,
          views: card.views,
          updated_at: new Date(card.updated_at),
          language_ids: [...rest.languageIds],
          program_level_ids: [...rest.programLevelIds],
          direction_ids: [...rest.directionIds],
          specialty_ids: [...rest.specialtyIds],
          grant_types: [...rest.grantTypes],
          has_lang_courses: rest.hasLangCourses,
        })),
      );
    }
    const level = dataset.programLevels[0];
    if (level !== undefined) {
      const withBases = dataset.institutions.filter((institution) => institution.programLevelIds.length > 0);
      for (const chunk of chunks(withBases)) {
        await tx.insert(degreePrograms).values(
          chunk.map(({ card }) => ({
            id: card.id,
            institution_id: card.id,
            program_level_id: level.id,
            title: "Программа",
            slug: "programma",
          })),
        );
      }
      const open = new Set(dataset.institutions.filter(({ card }) => card.open_waves).map(({ card }) => card.id));
      const based = [...new Set([...withBases.map(({ card }) => card.id), ...open])];
      for (const id of open) {
        if (!withBases.some(({ card }) => card.id === id))
          await tx
            .insert(degreePrograms)
            .values({ id, institution_id: id, program_level_id: level.id, title: "Программа", slug: "programma" });
      }
      for (const chunk of chunks(based)) {
        await tx.insert(educationBases).values(
          chunk.map((id) => ({
            id,
            institution_id: id,
            degree_program_id: id,
            title: "Основа",
            slug: `osnova-${id}`,
            waves_status: open.has(id) ? "open" : "closed",
            available_places: open.has(id) ? 10 : 0,
          })),
        );
      }
    }
    if (dataset.pages.length > 0)
      await tx.insert(pages).values(
        dataset.pages.map((page) => ({
          url: page.path,
          title: page.seo.title,
          seo: {
            title: page.seo.title,
            description: page.seo.description,
            ...(page.seo.keywords === null ? {} : { keywords: page.seo.keywords }),
            ...(page.seo.h1 === null ? {} : { h1: page.seo.h1 }),
          },
        })),
      );
  });
}
