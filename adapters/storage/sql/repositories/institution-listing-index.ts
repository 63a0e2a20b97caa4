import type {
  CityFacetCount,
  CountryFacetCount,
  IdClauses,
  ListingCriteria,
  ListingFacetCounts,
  ListingSort,
  NamedFacetCount,
} from "../../../../core/ports/institution-listing-repository.port";

/** What the index keeps of one listed institution. */
export type IndexedInstitution = {
  readonly id: number;
  readonly type: number;
  readonly countryId: number;
  readonly cityId: number | null;
  readonly hasGrants: boolean;
  readonly isPartner: boolean;
  readonly availablePlaces: number;
  readonly hasLangCourses: boolean;
  readonly languageIds: readonly number[];
  readonly programLevelIds: readonly number[];
  readonly directionIds: readonly number[];
  readonly specialtyIds: readonly number[];
  readonly grantTypes: readonly number[];
  /** The lowest price in roubles (the card's `price_rub`): what the price filter, order and range read. */
  readonly price: number | null;
  readonly rating: number;
  readonly rankPlaceWorld: number | null;
  /** Russian, English and Chinese titles and the acronym ("" when absent). */
  readonly titles: readonly [string, string, string, string];
};

type Entry<T> = Omit<T, "count">;

/** The reference lists the facets name their values from. */
export type IndexDictionary = {
  readonly countries: readonly Entry<CountryFacetCount>[];
  readonly cities: readonly Entry<CityFacetCount>[];
  readonly languages: readonly Entry<NamedFacetCount>[];
  readonly programLevels: readonly Entry<NamedFacetCount>[];
  readonly directions: readonly Entry<NamedFacetCount>[];
  readonly specialties: readonly Entry<NamedFacetCount>[];
};

/** The result of the criteria over the whole index. */
export type IndexEvaluation = {
  readonly total: number;
  /** Per row: IN (-1) when it matches; null when every row matches. */
  readonly rows: Int8Array | null;
  readonly facets: ListingFacetCounts;
  readonly totalAvailablePlaces: number;
  readonly availableLanguages: readonly number[];
  readonly availableProgramLevels: readonly number[];
  readonly availableDirections: readonly number[];
};

export type ListingIndex = {
  readonly size: number;
  evaluate(criteria: ListingCriteria): IndexEvaluation;
  /** Institution ids of one page of the evaluation in the given order. */
  pageIds(evaluation: IndexEvaluation, sort: ListingSort, page: number, perPage: number): number[];
};

/**
 * A multi-valued attribute of the rows. `offsets`/`dense`: each row's values as positions in the dictionary (-1
 * for ids it lacks), for counting; `postingOffsets`/`postings`: the rows of each raw id, for filtering.
 */
type Column = {
  readonly offsets: Int32Array;
  readonly dense: Int32Array;
  readonly postingOffsets: Int32Array;
  readonly postings: Int32Array;
};

/** A row's ids once each; ids that cannot be row ids (negative, fractional) are dropped. */
const distinct = (ids: readonly number[]): readonly number[] => {
  const valid = ids.filter((id) => Number.isInteger(id) && id >= 0);
  return valid.length < 2 ? valid : [...new Set(valid)];
};

const column = (perRow: readonly (readonly number[])[], entries: readonly { id: number }[] = []): Column => {
  const n = perRow.length;
  const rows = perRow.map(distinct);
  const offsets = new Int32Array(n + 1);
  let total = 0;
  let maxId = -1;
  for (let r = 0; r < n; r++) {
    const ids = rows[r] as readonly number[];
    total += ids.length;
    offsets[r + 1] = total;
    for (const id of ids) if (id > maxId) maxId = id;
  }
  const position = new Map(entries.map((entry, index) => [entry.id, index]));
  const dense = new Int32Array(total);
  const postingOffsets = new Int32Array(maxId + 2);
  let at = 0;
  for (const ids of rows) {
    for (const id of ids) {
      dense[at++] = position.get(id) ?? -1;
      postingOffsets[id + 1] = (postingOffsets[id + 1] as number) + 1;
    }
  }
  for (let id = 0; id <= maxId; id++)
    postingOffsets[id + 1] = (postingOffsets[id + 1] as number) + (postingOffsets[id] as number);
  const postings = new Int32Array(total);
  const fill = postingOffsets.slice(0, maxId + 1);
  for (let r = 0; r < n; r++) {
    for (const id of rows[r] as readonly number[]) {
      const slot = fill[id] as number;
      postings[slot] = r;
      fill[id] = slot + 1;
    }
  }
  return { offsets, dense, postingOffsets, postings };
};

/** Reusable row-sized buffers: an evaluation runs synchronously, so one set per index is enough. */
type Scratch = {
  readonly hits: Uint16Array;
  readonly passes: Uint8Array[];
  used: number;
  /** Row lists of one evaluation: matching rows, out rows, and rows failing only condition d (facets, price). */
  readonly members: Int32Array;
  readonly outs: Int32Array;
  readonly fails: readonly Int32Array[];
};

/**
 * Marks in `pass` the rows that satisfy every clause of the column: clause j only advances rows that passed clauses
 * 0..j-1, so a row listing two ids of one clause still advances once. Null when the column is unrestricted.
 */
const clausePass = (col: Column, clauses: IdClauses, scratch: Scratch): Uint8Array | null => {
  if (clauses.length === 0) return null;
  const maxId = col.postingOffsets.length - 2;
  const [only] = clauses;
  if (clauses.length === 1 && only !== undefined) {
    // One clause (the usual case): mark the rows of its ids directly.
    const pass = takePass(scratch);
    pass.fill(0);
    for (const id of only) {
      if (!Number.isInteger(id) || id < 0 || id > maxId) continue;
      const end = col.postingOffsets[id + 1] as number;
      for (let p = col.postingOffsets[id] as number; p < end; p++) pass[col.postings[p] as number] = 1;
    }
    return pass;
  }
  const { hits } = scratch;
  hits.fill(0);
  clauses.forEach((clause, j) => {
    for (const id of clause) {
      if (!Number.isInteger(id) || id < 0 || id > maxId) continue;
      const end = col.postingOffsets[id + 1] as number;
      for (let p = col.postingOffsets[id] as number; p < end; p++) {
        const r = col.postings[p] as number;
        if (hits[r] === j) hits[r] = j + 1;
      }
    }
  });
  const pass = takePass(scratch);
  const all = clauses.length;
  for (let r = 0; r < hits.length; r++) pass[r] = hits[r] === all ? 1 : 0;
  return pass;
};

/** The next free row-sized pass buffer of the scratch set; `used` goes back to 0 when an evaluation starts. */
const takePass = (scratch: Scratch): Uint8Array => {
  const pass = scratch.passes[scratch.used] ?? new Uint8Array(scratch.hits.length);
  scratch.passes[scratch.used] = pass;
  scratch.used++;
  return pass;
};

const and = (a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null => {
  if (a === null) return b;
  if (b === null) return a;
  for (let r = 0; r < a.length; r++) a[r] = (a[r] as number) & (b[r] as number);
  return a;
};

const FACETS = ["countries", "cities", "languages", "programLevels", "directions", "specialties"] as const;
type FacetName = (typeof FACETS)[number];
const FACET_COUNT = FACETS.length;
/** The price range is the seventh "facet": rows failing only the lowest price still count for it. */
const PRICE = FACET_COUNT;
/** Facets whose ids with results are reported as `available_*`, by position in FACETS. */
const LANGUAGES = 2;
const PROGRAM_LEVELS = 3;
const DIRECTIONS = 4;
const AVAILABLE = [LANGUAGES, PROGRAM_LEVELS, DIRECTIONS] as const;

/** Row classes of one evaluation: matching, excluded, or (0..6) failing only that facet's conditions. */
const IN = -1;
const OUT = -2;

const FLAG_GRANTS = 1;
const FLAG_PARTNER = 2;
const FLAG_VACANCIES = 4;
const FLAG_LANG_COURSES = 8;

const russian = new Intl.Collator("ru");

/** Separators of the title corpus; a needle holding one is matched field by field instead. */
const FIELD = "\n";
const ROW = "\u0000";
const TITLES_KEPT = 16;

/**
 * An in-memory index of the listing: columns as typed arrays, posting lists per value, lazily built sort orders.
 * One pass classifies the rows: matching, failing exactly one facet's conditions (it counts for that facet only:
 * disjunctive faceting) or out. Each facet is then counted over the smaller side: its own rows, or the rows it
 * lacks subtracted from the unfiltered counts, so unfiltered and broad listings cost little.
 */
export function buildListingIndex(
  institutions: readonly IndexedInstitution[],
  dictionary: IndexDictionary,
): ListingIndex {
  const rowsById = institutions.toSorted((a, b) => a.id - b.id);
  const n = rowsById.length;
  const ids = Int32Array.from(rowsById, (row) => row.id);
  const facetColumns: Record<FacetName, Column> = {
    countries: column(
      rowsById.map((row) => [row.countryId]),
      dictionary.countries,
    ),
    cities: column(
      rowsById.map((row) => (row.cityId === null ? [] : [row.cityId])),
      dictionary.cities,
    ),
    languages: column(
      rowsById.map((row) => row.languageIds),
      dictionary.languages,
    ),
    programLevels: column(
      rowsById.map((row) => row.programLevelIds),
      dictionary.programLevels,
    ),
    directions: column(
      rowsById.map((row) => row.directionIds),
      dictionary.directions,
    ),
    specialties: column(
      rowsById.map((row) => row.specialtyIds),
      dictionary.specialties,
    ),
  };
  const cols = FACETS.map((facet) => facetColumns[facet]);
  const typeColumn = column(rowsById.map((row) => [row.type]));
  const grantColumn = column(rowsById.map((row) => row.grantTypes));
  const flags = Uint8Array.from(
    rowsById,
    (row) =>
      (row.hasGrants ? FLAG_GRANTS : 0) |
      (row.isPartner ? FLAG_PARTNER : 0) |
      (row.availablePlaces > 0 ? FLAG_VACANCIES : 0) |
      (row.hasLangCourses ? FLAG_LANG_COURSES : 0),
  );
  const places = Float64Array.from(rowsById, (row) => row.availablePlaces);
  const prices = Float64Array.from(rowsById, (row) => row.price ?? Number.NaN);
  const ratings = Float64Array.from(rowsById, (row) => row.rating);
  const ranks = Float64Array.from(rowsById, (row) => row.rankPlaceWorld ?? Number.NaN);
  const titlesRu = rowsById.map((row) => row.titles[0]);
  // Every row's lower-cased titles in one string (fields split by FIELD, rows by ROW): one indexOf per matching row
  // instead of one search per row. `starts[r]` is where row r begins.
  const rowTexts = rowsById.map((row) => row.titles.map((title) => title.toLowerCase()).join(FIELD));
  const corpus = rowTexts.join(ROW);
  const starts = new Int32Array(n);
  rowTexts.reduce((at, text, r) => {
    starts[r] = at;
    return at + text.length + ROW.length;
  }, 0);
  const titleMarks = new Map<string, Uint8Array>();
  const sizes = FACETS.map((facet) => dictionary[facet].length);

  /** Adds each row's values of column `f` to `target` for the rows where `take(r)`. */
  const tally = (f: number, target: Int32Array, r: number): void => {
    const col = cols[f] as Column;
    const end = col.offsets[r + 1] as number;
    for (let p = col.offsets[r] as number; p < end; p++) {
      const d = col.dense[p] as number;
      if (d >= 0) target[d] = (target[d] as number) + 1;
    }
  };
  const unfiltered = FACETS.map((_, f) => {
    const counts = new Int32Array(sizes[f] as number);
    for (let r = 0; r < n; r++) tally(f, counts, r);
    return counts;
  });
  let allPlaces = 0;
  for (let r = 0; r < n; r++) allPlaces += places[r] as number;

  const endOf = (r: number): number => (r + 1 < n ? (starts[r + 1] as number) - ROW.length : corpus.length);
  const holds = (text: string, needle: string): boolean =>
    needle.includes(FIELD) || needle.includes(ROW)
      ? text.split(FIELD).some((title) => title.includes(needle))
      : text.includes(needle);
  /** Whether row r has every needle in one of its titles (for a few candidate rows). */
  const rowHolds = (r: number, needles: readonly string[]): boolean => {
    const text = corpus.slice(starts[r] as number, endOf(r));
    return needles.every((needle) => holds(text, needle));
  };
  /** Rows with a title holding the (lower-cased) needle, by scanning the corpus; kept for the last few needles. */
  const titleMatches = (needle: string): Uint8Array => {
    const known = titleMarks.get(needle);
    if (known) return known;
    const marks = new Uint8Array(n);
    if (needle.includes(FIELD) || needle.includes(ROW)) {
      for (let r = 0; r < n; r++) if (rowHolds(r, [needle])) marks[r] = 1;
    } else {
      // One indexOf per matching row; the row cursor only moves forward.
      let r = 0;
      for (let at = corpus.indexOf(needle); at !== -1;) {
        while (r + 1 < n && (starts[r + 1] as number) <= at) r++;
        marks[r] = 1;
        at = r + 1 < n ? corpus.indexOf(needle, starts[r + 1] as number) : -1;
      }
    }
    titleMarks.set(needle, marks);
    if (titleMarks.size > TITLES_KEPT) titleMarks.delete(titleMarks.keys().next().value as string);
    return marks;
  };

  const scratch: Scratch = {
    hits: new Uint16Array(n),
    passes: [],
    used: 0,
    members: new Int32Array(n),
    outs: new Int32Array(n),
    fails: Array.from({ length: FACET_COUNT + 1 }, () => new Int32Array(n)),
  };

  const evaluate = (criteria: ListingCriteria): IndexEvaluation => {
    scratch.used = 0;
    const required =
      (criteria.hasGrants ? FLAG_GRANTS : 0) |
      (criteria.isPartner ? FLAG_PARTNER : 0) |
      (criteria.vacancies ? FLAG_VACANCIES : 0) |
      (criteria.langCourses ? FLAG_LANG_COURSES : 0);
    const base = and(
      clausePass(typeColumn, criteria.types, scratch),
      clausePass(grantColumn, criteria.grantTypes, scratch),
    );
    const passes: Uint8Array[] = [];
    const dims: number[] = [];
    const active = new Uint8Array(FACET_COUNT + 1);
    FACETS.forEach((facet, f) => {
      const pass = clausePass(facetColumns[facet], criteria[facet], scratch);
      if (pass !== null) {
        passes.push(pass);
        dims.push(f);
        active[f] = 1;
      }
    });
    if (criteria.priceMin > 0) {
      const pass = takePass(scratch);
      for (let r = 0; r < n; r++) pass[r] = (prices[r] as number) >= criteria.priceMin ? 1 : 0;
      passes.push(pass);
      dims.push(PRICE);
      active[PRICE] = 1;
    }
    const needles = criteria.titles.map((needle) => needle.toLowerCase());
    const everyRow = base === null && required === 0 && passes.length === 0 && needles.length === 0;

    const rows = everyRow ? null : new Int8Array(n);
    let total = everyRow ? n : 0;
    const failing = new Int32Array(FACET_COUNT + 1);
    let outside = 0;
    const { members, outs, fails: failLists } = scratch;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    const notePrice = (r: number): void => {
      const price = prices[r] as number;
      if (price < low) low = price;
      if (price > high) high = price;
    };
    if (rows === null) {
      for (let r = 0; r < n; r++) notePrice(r);
    } else {
      const place = (r: number, c: number): void => {
        if (c === OUT) outs[outside++] = r;
        else if (c === IN) {
          members[total++] = r;
          notePrice(r);
        } else {
          const count = failing[c] as number;
          (failLists[c] as Int32Array)[count] = r;
          failing[c] = count + 1;
          if (c === PRICE) notePrice(r);
        }
      };
      // 1. Each row's class under every condition but the titles (placed at once when there are no titles).
      const k = passes.length;
      const titled = needles.length > 0;
      let candidates = 0;
      for (let r = 0; r < n; r++) {
        let fails = 0;
        let failDim = IN;
        if ((base === null || base[r] === 1) && (required === 0 || ((flags[r] as number) & required) === required)) {
          for (let j = 0; j < k && fails < 2; j++) {
            if ((passes[j] as Uint8Array)[r] === 0) {
              fails++;
              failDim = dims[j] as number;
            }
          }
        } else {
          fails = 2;
        }
        const c = fails > 1 ? OUT : failDim;
        rows[r] = c;
        if (!titled) place(r, c);
        else if (c !== OUT) candidates++;
      }
      if (titled) {
        // 2. Titles narrow every class: a few candidates are checked one by one, many by scanning the corpus.
        if (candidates * 8 <= n) {
          for (let r = 0; r < n; r++) if (rows[r] !== OUT && !rowHolds(r, needles)) rows[r] = OUT;
        } else {
          for (const needle of needles) {
            const marks = titleMatches(needle);
            for (let r = 0; r < n; r++) if (marks[r] === 0) rows[r] = OUT;
          }
        }
        // 3. The row lists of each class.
        for (let r = 0; r < n; r++) place(r, rows[r] as number);
      }
    }

    // Facet f counts the rows that are IN or fail only f: directly when they are at most half of all rows, else as
    // the unfiltered counts less the other rows (out, or failing another condition). The available_* ids and the
    // places count the IN rows the same way. Every pass walks row lists, never all rows.
    const direct = FACETS.map((_, f) => (total + (failing[f] as number)) * 2 <= n);
    const tallies = FACETS.map((_, f) => new Int32Array(sizes[f] as number));
    const directIn = total * 2 <= n;
    const inTallies = AVAILABLE.map((f) => (active[f] === 1 ? new Int32Array(sizes[f] as number) : null));
    const tallyList = (f: number, target: Int32Array, list: Int32Array, length: number): void => {
      const { offsets, dense } = cols[f] as Column;
      for (let i = 0; i < length; i++) {
        const r = list[i] as number;
        const end = offsets[r + 1] as number;
        for (let p = offsets[r] as number; p < end; p++) {
          const d = dense[p] as number;
          if (d >= 0) target[d] = (target[d] as number) + 1;
        }
      }
    };
    /** Rows outside "IN or failing only `except`": the out rows and those failing any other condition. */
    const tallyOthers = (f: number, target: Int32Array, except: number): void => {
      tallyList(f, target, outs, outside);
      for (let d = 0; d <= FACET_COUNT; d++) {
        if (d !== except) tallyList(f, target, failLists[d] as Int32Array, failing[d] as number);
      }
    };
    if (rows !== null) {
      FACETS.forEach((_, f) => {
        const target = tallies[f] as Int32Array;
        if (direct[f]) {
          tallyList(f, target, members, total);
          tallyList(f, target, failLists[f] as Int32Array, failing[f] as number);
        } else tallyOthers(f, target, f);
      });
      AVAILABLE.forEach((f, a) => {
        const target = inTallies[a];
        if (!target) return;
        if (directIn) tallyList(f, target, members, total);
        else tallyOthers(f, target, IN);
      });
    }
    let placesTally = 0;
    if (rows !== null) {
      const sum = (list: Int32Array, length: number) => {
        for (let i = 0; i < length; i++) placesTally += places[list[i] as number] as number;
      };
      if (directIn) sum(members, total);
      else {
        sum(outs, outside);
        for (let d = 0; d <= FACET_COUNT; d++) sum(failLists[d] as Int32Array, failing[d] as number);
      }
    }
    const finish = (f: number, counted: Int32Array, isDirect: boolean): Int32Array => {
      if (rows === null) return unfiltered[f] as Int32Array;
      if (isDirect) return counted;
      const all = unfiltered[f] as Int32Array;
      return all.map((count, d) => count - (counted[d] as number));
    };
    const counts = FACETS.map((_, f) => finish(f, tallies[f] as Int32Array, direct[f] as boolean));
    const availableIds = (a: number): number[] => {
      const f = AVAILABLE[a] as number;
      const target = inTallies[a];
      const inCounts = target ? finish(f, target, directIn) : (counts[f] as Int32Array);
      return dictionary[FACETS[f] as FacetName]
        .flatMap((entry, d) => ((inCounts[d] as number) > 0 ? [entry.id] : []))
        .sort((x, y) => x - y);
    };
    const listOf = <T extends { id: number }>(f: number, entries: readonly T[]) =>
      entries.flatMap((entry, d) =>
        ((unfiltered[f] as Int32Array)[d] as number) > 0
          ? [{ ...entry, count: (counts[f] as Int32Array)[d] as number }]
          : [],
      );
    return {
      total,
      rows,
      facets: {
        countries: listOf(0, dictionary.countries),
        cities: listOf(1, dictionary.cities),
        languages: listOf(LANGUAGES, dictionary.languages),
        programLevels: listOf(PROGRAM_LEVELS, dictionary.programLevels),
        directions: listOf(DIRECTIONS, dictionary.directions),
        specialties: listOf(5, dictionary.specialties),
        price: low <= high ? { min: low, max: high } : null,
      },
      totalAvailablePlaces: rows === null ? allPlaces : directIn ? placesTally : allPlaces - placesTally,
      availableLanguages: availableIds(0),
      availableProgramLevels: availableIds(1),
      availableDirections: availableIds(2),
    };
  };

  /** Rows are in id order, so the row index is the id tiebreak. Unknown (NaN) values go last in both orders. */
  const nullableOrder = (values: Float64Array, sign: number) => (a: number, b: number) => {
    const x = values[a] as number;
    const y = values[b] as number;
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing || yMissing) return xMissing === yMissing ? a - b : xMissing ? 1 : -1;
    return sign * (x - y) || a - b;
  };
  const orders = new Map<string, Int32Array>();
  const orderOf = ({ column: by, order }: ListingSort): Int32Array => {
    const key = `${by}:${order}`;
    const known = orders.get(key);
    if (known) return known;
    const sign = order === "asc" ? 1 : -1;
    const compare =
      by === "rating"
        ? (a: number, b: number) => sign * ((ratings[a] as number) - (ratings[b] as number)) || a - b
        : by === "price"
          ? nullableOrder(prices, sign)
          : by === "ranking"
            ? nullableOrder(ranks, sign)
            : (a: number, b: number) => sign * russian.compare(titlesRu[a] as string, titlesRu[b] as string) || a - b;
    const sorted = Int32Array.from({ length: n }, (_, r) => r).sort(compare);
    orders.set(key, sorted);
    return sorted;
  };

  const pageIds = (evaluation: IndexEvaluation, sort: ListingSort, page: number, perPage: number): number[] => {
    const start = (page - 1) * perPage;
    if (start >= evaluation.total) return [];
    const order = orderOf(sort);
    const out: number[] = [];
    const { rows } = evaluation;
    if (rows === null) {
      for (let i = start; i < Math.min(n, start + perPage); i++) out.push(ids[order[i] as number] as number);
      return out;
    }
    let skip = start;
    for (let i = 0; i < n && out.length < perPage; i++) {
      const r = order[i] as number;
      if (rows[r] !== IN) continue;
      if (skip > 0) skip--;
      else out.push(ids[r] as number);
    }
    return out;
  };

  return { size: n, evaluate, pageIds };
}
