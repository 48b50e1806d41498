// shared/ compiles against the bare ES library. These WHATWG classes exist in every runtime it runs in
// (Node, browsers), so the parts it uses are declared here instead of pulling in DOM types (and with them, fetch).
declare class URLSearchParams {
  constructor(init?: string | ReadonlyArray<readonly [string, string]>);
  get(name: string): string | null;
  has(name: string): boolean;
  forEach(callback: (value: string, key: string) => void): void;
  toString(): string;
}

declare class TextDecoder {
  constructor(label?: 'utf-8', options?: { fatal?: boolean });
  decode(input: Uint8Array): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly pathname: string;
  readonly search: string;
}
