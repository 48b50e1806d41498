// A route's canonical link (§2: title, canonical link and extra meta come from page props).

/** The canonical path of a page: the path without its query, one trailing slash removed. */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
