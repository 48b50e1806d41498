// Support's phone, e-mail and hours (docs/requirements.md §2), from the one place the footer and maintenance screen read too.
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';

export function SupportContact({ heading = 'Contact support' }: { heading?: string }) {
  return (
    <div className="content-contact">
      <p className="content-contact__heading">{heading}</p>
      <dl className="content-contact__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={SUPPORT_CONTACT.emailHref}>{SUPPORT_CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{SUPPORT_CONTACT.hours} (IST), except public holidays</dd>
        </div>
      </dl>
    </div>
  );
}
