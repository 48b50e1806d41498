// §1 crypto is unregulated and risky: the footer's disclaimer, repeated where a page talks about buying.
import { RISK_DISCLAIMER } from '@sikka/shared/routes/menus';
import { Link } from 'react-router-dom';
import { contentHref } from '../contentPaths.ts';
import { Callout } from './ContentPage.tsx';

export function RiskDisclaimer() {
  return (
    <Callout tone="risk" title="Risk warning">
      <p>
        {RISK_DISCLAIMER} Read our <Link to={contentHref('/in/policy/riskwarning')}>risk warning</Link> before
        you buy.
      </p>
    </Callout>
  );
}
