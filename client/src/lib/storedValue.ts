// One value kept in the browser's storage, read and written typed (lib/storage.ts makes each).
export interface StoredValue<T> {
  get(): T;
  set(value: T): void;
  remove(): void;
}
