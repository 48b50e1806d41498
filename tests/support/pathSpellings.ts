// Every way of writing a path that a router might still match (percent-encoded letters, double encoding, capitals,
// doubled or trailing slashes, dot segments, an encoded slash, a query, an absolute URL), for guard tests.

/** The spellings of `/admin/...`: what an operator guard that reads the URL's text could be fooled by. */
export function adminPathSpellings(path: string): string[] {
  const rest = path.slice('/admin'.length);
  return [
    path,
    `/%61dmin${rest}`,
    `/%41dmin${rest}`,
    `/%61%64%6d%69%6e${rest}`,
    `/%2561dmin${rest}`,
    `/ADMIN${rest}`,
    `/Admin${rest}`,
    `//admin${rest}`,
    `/admin/${rest}`,
    `${path}/`,
    `/./admin${rest}`,
    `/x/../admin${rest}`,
    `/admin/.${rest}`,
    `/admin%2F${rest.slice(1)}`,
    `/admin%2f${rest.slice(1)}`,
    `/%2Fadmin${rest}`,
    `/admin;x${rest}`,
    `${path}?admin=1`,
    `${path};`,
    `${path}%00`,
    `http://127.0.0.1${path}`,
  ];
}
