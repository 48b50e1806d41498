// The profile picture: a PNG, JPEG or WebP of at most 2 MB sent as it is to the BFF (POST /media/profile-image, the
// same cross-site header as tRPC); the provider knows the type by the bytes and says why it refuses one.
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES } from '@sikka/shared/user/profileImage';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { PROFILE_IMAGE_URL, profileImageChanged, useProfileImageUrl } from '../hooks/useProfileImageUrl.ts';
import './user.css';
import '../../../ui/accountPage.css';

export function ProfileImageCard() {
  const { t } = useTranslation();
  const inputId = useId();
  const src = useProfileImageUrl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(true);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setError(PROFILE_IMAGE_MESSAGES.size);
      return;
    }
    setBusy(true);
    setError(null);
    const sent = await uploadFile<{ message?: string }>(PROFILE_IMAGE_URL, file, PROFILE_IMAGE_MESSAGES.type);
    setBusy(false);
    if (!sent.ok) {
      setError(sent.message);
      return;
    }
    profileImageChanged();
    setShown(true);
    notify.success(sent.body.message ?? PROFILE_IMAGE_MESSAGES.saved);
  }

  return (
    <section className="account-card" aria-labelledby="picture-title">
      <h2 id="picture-title">{t('security.pictureTitle')}</h2>
      {shown ? (
        <img
          key={src}
          className="profile-picture"
          src={src}
          alt={t('profile.avatarAlt')}
          width={96}
          height={96}
          onError={() => setShown(false)}
        />
      ) : null}
      <p>
        <label htmlFor={inputId}>{t('security.pictureChoose')}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => void choose(event)}
          disabled={busy}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        />
      </p>
      <p id={`${inputId}-hint`}>{t('security.pictureHint')}</p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
