// A file sent as it is to one of the BFF's upload routes beside tRPC (the same cross-site header as tRPC): the
// answer's body, or the message to show under the input (§8 field error first, then the general message).
type UploadResult<T> = { ok: true; body: T } | { ok: false; message: string; status?: number };

interface UploadFailure {
  appError?: { message?: string | null; firstFieldError?: { message: string } };
}

export async function uploadFile<T>(url: string, file: Blob, fallback: string): Promise<UploadResult<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-sikka-client': 'web' },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as T & UploadFailure;
    if (response.ok) return { ok: true, body };
    return {
      ok: false,
      message: body.appError?.firstFieldError?.message ?? body.appError?.message ?? fallback,
      status: response.status,
    };
  } catch {
    return { ok: false, message: fallback };
  }
}
