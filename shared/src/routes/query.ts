// Query strings through the platform's URLSearchParams, so shared rules read them exactly as browsers do.

/** The path part of a location: everything before '?' or '#'. */
export function pathOf(location: string): string {
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

/**
 * Reads a query string ('?a=1&b=2', 'a=1&b=2' or a whole location) into a map.
 * The first occurrence of a key wins, as URLSearchParams.get does.
 */
export function parseQuery(search: string): ReadonlyMap<string, string> {
  const questionMark = search.indexOf('?');
  const afterMark = questionMark === -1 ? search : search.slice(questionMark + 1);
  const params = new Map<string, string>();
  new URLSearchParams(afterMark.split('#')[0] ?? '').forEach((value, key) => {
    if (!params.has(key)) params.set(key, value);
  });
  return params;
}

/** Appends the given parameters in order; null and undefined values are left out. */
export function withQuery(
  pathname: string,
  params: ReadonlyArray<readonly [string, string | number | null | undefined]>,
): string {
  const kept = params.flatMap(
    ([key, value]): Array<[string, string]> =>
      value === null || value === undefined ? [] : [[key, String(value)]],
  );
  const query = new URLSearchParams(kept).toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
