// The profile picture (§7 GET /image/profile serves it; the upload is our design): PNG, JPEG or WebP up to 2 MB,
// known by its bytes, not its name or declared type.
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MESSAGES = {
  type: 'Choose a PNG, JPEG or WebP picture',
  size: 'Choose a picture of at most 2 MB',
  saved: 'Your profile picture has been updated',
} as const;

export type ProfileImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The picture's type from its first bytes (PNG, JPEG and WebP signatures), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ProfileImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
