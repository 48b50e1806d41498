// shared/ compiles against the bare ES library; URLSearchParams is in every runtime it runs in (Node, browsers),
// so declare the part of the WHATWG interface it uses instead of pulling in DOM types (and with them, fetch).
declare class URLSearchParams {
  constructor(init?: string | ReadonlyArray<readonly [string, string]>);
  get(name: string): string | null;
  has(name: string): boolean;
  forEach(callback: (value: string, key: string) => void): void;
  toString(): string;
}
