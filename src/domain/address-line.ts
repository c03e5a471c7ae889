/**
 * One-line US addresses as people type and read them (docs/decisions/041-geo-places-and-travel.md).
 * `parseAddressLine` turns "1500 Market St Apt 4B, Philadelphia, PA 19102-1234" into its parts and answers null
 * rather than guess when the street (with a house number), city, state or ZIP cannot all be found;
 * `formatAddressLine` is the one-line form every screen shows.
 */

import { oneLineAddress, type PlaceAddress } from './place';

/** USPS codes of the states, DC and the inhabited territories (no military codes: nobody is picked up there). */
export const USPS_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** Full state names, longest first so "West Virginia" is tried before "Virginia". */
const STATE_NAMES = Object.entries(USPS_STATES)
  .map(([code, name]) => ({ code, name: name.toLowerCase() }))
  .sort((a, b) => b.name.length - a.name.length);

/** Words that end a street name ("Market St"); name words that are also suffixes (Park, Hill) are left out. */
const STREET_SUFFIXES = new Set([
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'blvd',
  'boulevard',
  'rd',
  'road',
  'dr',
  'drive',
  'ln',
  'lane',
  'way',
  'pl',
  'place',
  'ct',
  'court',
  'ter',
  'terrace',
  'cir',
  'circle',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'pike',
  'tpke',
  'turnpike',
  'sq',
  'trl',
  'trail',
  'aly',
  'alley',
  'plz',
  'plaza',
  'expy',
  'expressway',
  'row',
]);

/** Secondary-unit designators (USPS Publication 28) that may stand before a unit number. */
const UNIT_WORDS =
  'apt|apartment|unit|suite|ste|room|rm|floor|fl|bldg|building|lot|trlr|trailer|dept|department|space|spc';

/** A whole unit: "Apt 4B", "Suite 200", "# 12", "2nd Floor". */
const UNIT = new RegExp(
  `^(?:(?:${UNIT_WORDS})\\.?\\s*#?\\s*[a-z0-9][a-z0-9-]*|#\\s*[a-z0-9][a-z0-9-]*|\\d+(?:st|nd|rd|th)\\s+(?:floor|fl)\\.?)$`,
  'i',
);

/** A unit at the end of the street part: "1500 Market St Apt 4B". */
const UNIT_AT_END = new RegExp(
  `\\s+((?:${UNIT_WORDS})\\.?\\s*#?\\s*[a-z0-9][a-z0-9-]*|#\\s*[a-z0-9][a-z0-9-]*|\\d+(?:st|nd|rd|th)\\s+(?:floor|fl)\\.?)$`,
  'i',
);

/** A street starts with a house number ("1500", "12B", "123-45") and has a name after it. */
const STREET = /^\d+[a-z]?(?:-\d+[a-z]?)?\s+[a-z0-9]/i;

/** Letters, spaces and the punctuation of place names ("St. Mary's", "Wilkes-Barre"). */
const CITY = /^[a-z][a-z .'-]*[a-z.]$/i;

const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/** Title case for text typed all in lower or all in upper case; mixed case is left as typed. */
function tidyCase(text: string): string {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((word) => {
      if (DIRECTIONS.has(word.replace(/\.$/, ''))) return word.toUpperCase();
      if (/^\d/.test(word))
        return word.toUpperCase().replace(/(\d)(ST|ND|RD|TH)$/, (_, d: string, s: string) => d + s.toLowerCase());
      return word.replace(/(^|[-'])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join(' ');
}

/** "apt. 4b" → "Apt 4B", "#12" → "#12", "2ND FLOOR" → "2nd Floor". */
function tidyUnit(unit: string): string {
  const text = unit.replace(/\s+/g, ' ').trim();
  const hash = /^#\s*(.+)$/.exec(text);
  if (hash) return `#${hash[1]!.toUpperCase()}`;
  const designated = new RegExp(`^(${UNIT_WORDS})\\.?\\s*#?\\s*(.+)$`, 'i').exec(text);
  if (designated) {
    const word = designated[1]!;
    return `${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()} ${designated[2]!.toUpperCase()}`;
  }
  return tidyCase(text);
}

/** Splits "1500 Market St Bldg C Apt 4B" into its street and units. */
function splitUnits(text: string): { street: string; units: string[] } {
  let street = text;
  const units: string[] = [];
  for (let match = UNIT_AT_END.exec(street); match; match = UNIT_AT_END.exec(street)) {
    units.unshift(tidyUnit(match[1]!));
    street = street.slice(0, match.index).trim();
  }
  return { street, units };
}

/** Takes the state off the end of `text`: a USPS code or a full name. */
function takeState(text: string): { rest: string; state: string } | null {
  const lower = text.toLowerCase();
  for (const { code, name } of STATE_NAMES) {
    if (lower.endsWith(name) && /[\s,]$/.test(lower.slice(0, lower.length - name.length))) {
      return { rest: text.slice(0, text.length - name.length), state: code };
    }
  }
  const match = /[\s,]([a-z]{2})\.?$/i.exec(text);
  if (!match) return null;
  const code = match[1]!.toUpperCase();
  return code in USPS_STATES ? { rest: text.slice(0, match.index + 1), state: code } : null;
}

/**
 * Without commas, "1500 Market Street Apt 4B Philadelphia": the street ends at the first street suffix after a
 * house number and a name word, an optional unit follows, and the rest is the city. No suffix, no parse.
 */
function splitWithoutCommas(text: string): { street: string; unit: string | null; city: string } | null {
  const words = text.split(' ');
  for (let i = 2; i < words.length - 1; i++) {
    if (!STREET_SUFFIXES.has(words[i]!.toLowerCase().replace(/\.$/, ''))) continue;
    // "1 Penn Sq W Philadelphia": the street's direction or the city's ("W Chester")? Too close to call.
    if (DIRECTIONS.has(words[i + 1]!.toLowerCase().replace(/\.$/, ''))) return null;
    const street = words.slice(0, i + 1).join(' ');
    let rest = words.slice(i + 1).join(' ');
    let unit: string | null = null;
    const unitMatch = new RegExp(
      `^((?:${UNIT_WORDS})\\.?\\s*#?\\s*[a-z0-9][a-z0-9-]*|#\\s*[a-z0-9][a-z0-9-]*)\\s+`,
      'i',
    ).exec(rest);
    if (unitMatch) {
      unit = tidyUnit(unitMatch[1]!);
      rest = rest.slice(unitMatch[0].length);
    }
    return { street, unit, city: rest };
  }
  return null;
}

/**
 * Parses a one-line US address: "1500 Market St, Philadelphia, PA 19102", "1500 Market St Apt 4B, Philadelphia,
 * PA 19102-1234", "1500 Market St, Suite 200, Philadelphia, PA 19102", "1500 Market Street Philadelphia PA 19102",
 * lower-case or full state names, a trailing "USA". A place's name before the street ("Temple University
 * Hospital, 3401 N Broad St, …") is dropped. Answers null when the street with its house number, the city, a
 * known state or a 5-digit ZIP cannot all be found, or when a part between street and city is not a unit.
 */
export function parseAddressLine(text: string): PlaceAddress | null {
  let line = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,]+(?:u\.?s\.?a?\.?|united states(?: of america)?)$/i, '')
    .trim();
  const zipMatch = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/.exec(line);
  if (!zipMatch) return null;
  const zip = zipMatch[1]!;
  line = line.slice(0, zipMatch.index).replace(/[\s,]+$/, '');
  const taken = takeState(line);
  if (!taken) return null;
  const { state } = taken;
  const parts = taken.rest
    .split(',')
    .map((p) => p.trim().replace(/\.$/, '').trim())
    .filter(Boolean);
  if (parts.length === 0) return null;

  let street: string;
  let units: string[] = [];
  let city: string;
  if (parts.length === 1) {
    const split = splitWithoutCommas(parts[0]!);
    if (!split) return null;
    ({ street, city } = split);
    if (split.unit) units = [split.unit];
  } else {
    city = parts[parts.length - 1]!;
    const first = parts.findIndex((p) => STREET.test(p));
    if (first === -1 || first === parts.length - 1) return null;
    const between = parts.slice(first + 1, -1);
    if (!between.every((p) => UNIT.test(p))) return null;
    // Before the street: a unit written first ("Apt 4B, 1500 Market St") is kept, a place's name is dropped.
    const before = parts.slice(0, first).filter((p) => UNIT.test(p));
    const split = splitUnits(parts[first]!);
    street = split.street;
    units = [...before.map(tidyUnit), ...split.units, ...between.map(tidyUnit)];
  }
  if (!STREET.test(street) || !CITY.test(city)) return null;
  return {
    street: tidyCase(street),
    unit: units.length > 0 ? units.join(', ') : null,
    city: tidyCase(city),
    state,
    zip,
  };
}

/**
 * "1500 Market St, Apt 4B, Philadelphia, PA 19102"; the unit is left out when there is none. The form is
 * `oneLineAddress`'s (src/domain/place.ts); this tidies stray spaces first, for text kept from before places.
 */
export function formatAddressLine(address: PlaceAddress): string {
  const tidy = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  return oneLineAddress({
    street: tidy(address.street),
    unit: tidy(address.unit) || null,
    city: tidy(address.city),
    state: tidy(address.state),
    zip: tidy(address.zip),
  });
}
