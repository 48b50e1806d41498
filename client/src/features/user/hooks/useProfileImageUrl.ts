// The profile picture's address, changed after an upload so every <img> of it loads the new one.
import { useSyncExternalStore } from 'react';

/** The BFF streams §7 GET /image/profile here (204 when there is none; failures are silent, §8). */
export const PROFILE_IMAGE_URL = '/media/profile-image';

let version = 0;
const listeners = new Set<() => void>();

/** After an upload: the pictures on the page load again. */
export function profileImageChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function useProfileImageUrl(): string {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => 0,
  );
  return current === 0 ? PROFILE_IMAGE_URL : `${PROFILE_IMAGE_URL}?v=${current}`;
}
