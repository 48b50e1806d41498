// /in/wallet/tax: the tax report of one financial year (docs/tax.md) — the year picked from the account's years,
// per-coin sums, every taxed transfer with its cost by FIFO, the coins that left untaxed and why, the tax estimate,
// TDS by quarter, holdings at the year's end, a sub-broker's commission — with the costs the platform cannot know
// marked and open to entry, Schedule VDA as CSV, and Print / Save as PDF (a print stylesheet prints the report alone).
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import type { TaxReport } from '@sikka/shared/tax/schemas';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useTaxReport } from '../api/tax.ts';
import { Commission, Estimate, Holdings, PerCoin, TdsByQuarter } from '../components/ReportSections.tsx';
import { Disposals, Moves } from '../components/TransfersTables.tsx';
import { UnknownCosts } from '../components/UnknownCosts.tsx';
import { currentTaxYear, isQuietYear, scheduleVdaHref, yearOptions } from '../utils/taxReport.ts';
import '../components/tax.css';

export default function TaxPage({ signedIn }: { signedIn: boolean }) {
  const [search, setSearch] = useSearchParams();
  const year = search.get('year') ?? currentTaxYear();
  const report = useTaxReport(year, signedIn);
  // The years offered stay those of the last report read while another year loads or is refused.
  const [years, setYears] = useState<readonly string[]>([]);
  useEffect(() => {
    if (report.data) setYears(report.data.years);
  }, [report.data]);
  const pick = (next: string) =>
    setSearch(
      (was) => {
        const params = new URLSearchParams(was);
        params.set('year', next);
        return params;
      },
      { replace: true },
    );

  let body: React.ReactNode;
  if (!signedIn)
    body = (
      <Notice
        tone="info"
        title="Log in to see your tax report"
        actions={
          <Link className={buttonClasses('primary')} to={authPagePath('login')}>
            Log In
          </Link>
        }
      >
        Your report is shown only to you.
      </Notice>
    );
  else if (report.isError) {
    const appError = appErrorOf(report.error);
    body = (
      <Notice
        tone="error"
        title={`The tax report for ${year} could not be shown`}
        actions={
          <Button size="small" variant="secondary" onClick={() => void report.refetch()}>
            Try again
          </Button>
        }
      >
        {appError.firstFieldError?.message ?? appError.message ?? GENERIC_ERROR_MESSAGE}
      </Notice>
    );
  } else if (!report.data)
    body = (
      <div role="status">
        <span className="visually-hidden">Loading the tax report for {year}</span>
        <Skeleton width="100%" height="24rem" />
      </div>
    );
  else body = <Report report={report.data} />;

  return (
    <div className="tax">
      <header className="tax__head">
        <div>
          <h1 className="tax__title">Tax report {year}</h1>
          <p className="tax__lead">
            Your crypto (virtual digital asset) transfers on Sikka in the financial year {year}, as the
            Income-tax Act's section 115BBH taxes them: an estimate to check with your accountant, not advice.
          </p>
        </div>
        {signedIn ? (
          <div className="tax__controls tax__no-print">
            <YearPicker
              year={year}
              // Before any report is read (a refused year first), the current year is the way back.
              years={yearOptions(report.data?.years ?? (years.length > 0 ? years : [currentTaxYear()]), year)}
              onPick={pick}
            />
            {report.data ? (
              <>
                <a
                  className={buttonClasses('secondary', { size: 'small' })}
                  href={scheduleVdaHref(year)}
                  download
                >
                  Download Schedule VDA (CSV)
                </a>
                <Button size="small" variant="secondary" onClick={() => window.print()}>
                  Print / Save as PDF
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </header>
      {body}
    </div>
  );
}

/** The financial year shown: a plain select of the account's years, newest first. */
function YearPicker({
  year,
  years,
  onPick,
}: {
  year: string;
  years: readonly string[];
  onPick: (year: string) => void;
}) {
  const id = useId();
  return (
    <div className="field tax__year">
      <label className="field__label" htmlFor={id}>
        Financial year
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input field__select"
          value={year}
          onChange={(event) => onPick(event.target.value)}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Report({ report }: { report: TaxReport }) {
  const quiet = isQuietYear(report);
  return (
    <div className="tax__report">
      {report.rules_apply ? null : (
        <Notice tone="info" title="The VDA rules began on 1 April 2022">
          Section 115BBH taxes transfers from 1 April 2022: this year's transfers are listed, with no tax
          estimate under it.
        </Notice>
      )}
      {report.unknown_costs.length > 0 || report.costs_to_check > 0 ? (
        <Notice tone="pending" title="Some costs are not known to Sikka">
          Rows marked “cost not known” use the market value on arrival, or nil for coins from beyond Sikka's
          records. Enter what you paid under “Coins whose cost Sikka cannot know”.
        </Notice>
      ) : null}
      {quiet ? (
        <Notice tone="info" title={`No transfers in ${report.year}`}>
          Nothing was sold, spent, sent or withdrawn in this financial year, so there is no gain to report.
        </Notice>
      ) : (
        <>
          <PerCoin report={report} />
          <Disposals rows={report.rows} />
          <Moves moves={report.moves} />
          {report.rules_apply ? <Estimate estimate={report.estimate} /> : null}
          <TdsByQuarter report={report} />
        </>
      )}
      <Holdings report={report} />
      {report.commission ? <Commission commission={report.commission} /> : null}
      <UnknownCosts entries={report.unknown_costs} />
    </div>
  );
}
