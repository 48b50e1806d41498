// /in/marketing and /in/marketing/<slug>: a campaign landing page with the content an operator set (headline,
// paragraphs, up to three points, one call to action inside the app). No header, footer or left menu (§2).
import { CAMPAIGN_NOT_FOUND, campaignSlugOf } from '@sikka/shared/marketing/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link, useLocation } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StandaloneBar } from '../../../ui/StandaloneBar.tsx';
import { useCampaign } from '../api/marketing.ts';
import '../components/marketing.css';

export default function MarketingPage() {
  const { pathname } = useLocation();
  const slug = campaignSlugOf(pathname);
  const campaign = useCampaign(slug);
  const ended =
    slug === null || (campaign.isError && appErrorOf(campaign.error).message === CAMPAIGN_NOT_FOUND);

  let body: React.ReactNode;
  if (ended)
    body = (
      <div className="campaign__band">
        <h1 className="campaign__title">{CAMPAIGN_NOT_FOUND}</h1>
        <p className="campaign__subtitle">Prices are live on the dashboard, and the exchange is open.</p>
        <Link className={buttonClasses('primary')} to={PATHS.home}>
          Go to the dashboard
        </Link>
      </div>
    );
  else if (campaign.isError)
    body = (
      <div className="campaign__band">
        <FailedNotice title="This page could not be loaded." onRetry={() => void campaign.refetch()} />
      </div>
    );
  else if (!campaign.data)
    body = (
      <div className="campaign__band" role="status">
        <span className="visually-hidden">Loading the campaign</span>
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton width="90%" height="1.25rem" />
      </div>
    );
  else {
    const { title, subtitle, paragraphs, points, cta } = campaign.data;
    body = (
      <>
        <div className="campaign__band">
          <h1 className="campaign__title">{title}</h1>
          {subtitle ? <p className="campaign__subtitle">{subtitle}</p> : null}
          <Link className={buttonClasses('primary')} to={cta.path}>
            {cta.label}
          </Link>
        </div>
        <div className="campaign__content">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {points.length > 0 ? (
            <ul className="campaign__points">
              {points.map((point) => (
                <li key={point.title} className="campaign__point">
                  <h2>{point.title}</h2>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <Notice tone="info" title="Crypto products are unregulated">
            They can be highly risky. There may be no regulatory recourse for any loss from such transactions.
          </Notice>
        </div>
      </>
    );
  }

  return (
    <div className="campaign">
      <StandaloneBar />
      <div className="campaign__main">{body}</div>
    </div>
  );
}
