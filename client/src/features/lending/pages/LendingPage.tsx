// /in/lending 'Lending': the plans, the borrow form with every term shown before committing (fee with GST, what
// reaches the wallet, interest, the schedule, LTV, margin-call and liquidation prices), the §4 confirmation then the
// lending OTP (§9, 7), and the loans, each with its statement (and CSV) and a repay form.
import { COINS, type Coin } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { LOAN_GST_BPS, LOAN_PLANS, LOAN_TYPES, type LoanType } from '@sikka/shared/lending/rules';
import { type BorrowForm, type Loan, statementCsv } from '@sikka/shared/lending/schemas';
import { formatCoin, formatInr, toMinorUnits } from '@sikka/shared/money/amount';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { actionPermission } from '@sikka/shared/user/verification';
import { type FormEvent, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoneyMove } from '../../../lib/useMoneyMove.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { type DataLine, DataList } from '../../../ui/DataList.tsx';
import { FormAmountField, FormCheckboxField } from '../../../ui/FormFields.tsx';
import { MoneyMoveDialogs } from '../../../ui/MoneyMoveDialogs.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { codePrompt } from '../../../ui/OtpDialog.tsx';
import { PagedFeed } from '../../../ui/PagedFeed.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useBalances, useLendingChanges, useLendingTerms, useLoans, useStatement } from '../api/lending.ts';
import {
  type BorrowValues,
  EMPTY_BORROW,
  type LoanPreview,
  maxLoanHint,
  percent,
  previewLoan,
  repayFormSchema,
  repaymentLines,
} from '../utils/loanTerms.ts';
import '../components/lending.css';
import '../../../ui/accountPage.css';

const inr = (value: bigint | string) => formatInr(value, { symbol: true });
const TERMS_TEXT =
  'I accept the loan terms: interest accrues daily and is due every 30 days; if the loan-to-value reaches the liquidation line, enough collateral is sold to bring it back under the margin-call line.';
const FIELDS = [
  'loan_type',
  'loan_amount',
  'collateral_coin',
  'collateral_amount',
  'auto_deduct',
  'tnc_accepted',
] as const;
/** The fields whose inputs show an error under them; the plan and coin choices cannot, so theirs are toasted. */
const INPUT_FIELDS = ['loan_amount', 'collateral_amount', 'auto_deduct', 'tnc_accepted'] as const;
const STATUS_LABELS = { open: 'Open', repaid: 'Repaid', liquidated: 'Closed by liquidation' } as const;

interface LendingPageProps {
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
}

export default function LendingPage({ signedIn, user, userLoading }: LendingPageProps) {
  const verified = user !== null && actionPermission(user, SUPPORT_CONTACT.phone).allowed;
  return (
    <section className="list-page lending" aria-labelledby="lending-title">
      <h1 id="lending-title" className="list-page__title">
        Lending
      </h1>
      <p className="list-page__intro">
        Borrow rupees against your Bitcoin, Ether or Tether without selling them. Your coin is held as
        collateral and comes back to your wallet when the loan is repaid.
      </p>
      <Plans />
      <div className="account-card">
        <h2 className="lending__heading">Take a loan</h2>
        <VerifiedGate
          signedIn={signedIn}
          user={user}
          userLoading={userLoading}
          visitorText="Log in to borrow against your crypto."
        >
          <BorrowFormCard />
        </VerifiedGate>
      </div>
      {signedIn ? (
        <div className="account-card">
          <h2 className="lending__heading">Your loans</h2>
          <LoanList canRepay={verified} />
        </div>
      ) : null}
    </section>
  );
}

function Plans() {
  return (
    <ul className="lending__plans" aria-label="Loan plans">
      {LOAN_TYPES.map((id) => (
        <li key={id} className="lending__plan">
          <span className="lending__plan-name">{LOAN_PLANS[id].name}</span>
          <span className="num">{percent(LOAN_PLANS[id].annualRateBps)} a year</span>
          <span className="feed__meta num">
            Processing fee {percent(LOAN_PLANS[id].processingFeeBps)} + {percent(LOAN_GST_BPS)} GST
          </span>
        </li>
      ))}
    </ul>
  );
}

function BorrowFormCard() {
  const terms = useLendingTerms();
  const balances = useBalances();
  const changes = useLendingChanges();
  const form = useForm<BorrowValues>({ defaultValues: EMPTY_BORROW });
  const move = useMoneyMove({
    sendCode: changes.sendCode,
    fingerprint: (draft: { form: BorrowForm; preview: LoanPreview }) => JSON.stringify(draft.form),
    submit: (draft, otp, idempotency_key) =>
      changes.borrow.mutateAsync({ ...draft.form, otp, idempotency_key }),
    onDone: (answer) => {
      form.reset(EMPTY_BORROW);
      notify.success(answer.message);
    },
    toField: (failure) => {
      const first = appErrorOf(failure).firstFieldError;
      const field = INPUT_FIELDS.find((name) => name === first?.field);
      if (!field || !first) return false;
      form.setError(field, { type: 'server', message: first.message }, { shouldFocus: true });
      return true;
    },
  });
  const values = useWatch({ control: form.control }) as BorrowValues;
  const priceOf = (coin: Coin) => {
    const entry = terms.data?.collateral.find((rule) => rule.coin === coin);
    return entry ? toMinorUnits(entry.price, 'INR') : 0n;
  };
  const price = priceOf(values.collateral_coin);
  const live = previewLoan({ ...values, tnc_accepted: true }, price, new Date());
  const hint = maxLoanHint(values.collateral_coin, values.collateral_amount, price);
  const held = balances.data?.wallets[values.collateral_coin].available ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearErrors();
    const checked = previewLoan(form.getValues(), price, new Date());
    if (!checked.ok) {
      let first = true;
      for (const field of FIELDS) {
        const message = checked.errors[field];
        if (!message) continue;
        form.setError(field, { type: 'rule', message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    move.ask({ form: checked.form, preview: checked.preview });
  }

  return (
    <>
      <form className="lending__form" onSubmit={submit} noValidate aria-label="Borrow against crypto">
        <Controller
          control={form.control}
          name="loan_type"
          render={({ field }) => (
            <ChoiceGroup
              legend="Loan plan"
              value={field.value}
              onChange={(value) => field.onChange(value as LoanType)}
              options={LOAN_TYPES.map((id) => ({ value: id, label: LOAN_PLANS[id].name }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="collateral_coin"
          render={({ field }) => (
            <ChoiceGroup
              legend="Collateral coin"
              value={field.value}
              onChange={(value) => field.onChange(value as Coin)}
              options={COINS.map((coin) => ({ value: coin, label: coin }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="collateral_amount"
          render={({ field, fieldState }) => (
            <AmountField
              label="Collateral"
              unit={values.collateral_coin}
              value={field.value}
              ref={field.ref}
              onValueChange={field.onChange}
              filter={(typed, previous) => filterAmountInput(typed, values.collateral_coin, previous)}
              hint={
                held === null
                  ? undefined
                  : `Available: ${formatCoin(held, values.collateral_coin)} ${values.collateral_coin}`
              }
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="loan_amount"
          render={({ field, fieldState }) => (
            <AmountField
              label="Loan amount"
              unit="₹"
              value={field.value}
              ref={field.ref}
              onValueChange={field.onChange}
              filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
              hint={hint ?? `From ${inr(terms.data ? terms.data.min_loan : '5000')}`}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormCheckboxField
          control={form.control}
          name="auto_deduct"
          text="Deduct what falls due from my rupee wallet automatically on each due date"
        />
        {live.ok ? <TermsList preview={live.preview} coin={values.collateral_coin} /> : null}
        <FormCheckboxField control={form.control} name="tnc_accepted" text={TERMS_TEXT} />
        <Button type="submit" busy={changes.sending} disabled={!terms.data}>
          Review loan
        </Button>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={changes.sending}
        title="Confirm your loan"
        description={(draft) =>
          `Borrow ${inr(draft.preview.principal)} against ${formatCoin(draft.preview.collateral, draft.form.collateral_coin)} ${draft.form.collateral_coin}?`
        }
        details={(draft) => <TermsList preview={draft.preview} coin={draft.form.collateral_coin} />}
        codeDescription={(draft, twoFactor) =>
          codePrompt(twoFactor, `to borrow ${inr(draft.form.loan_amount)}`)
        }
      />
    </>
  );
}

function TermsList({ preview, coin }: { preview: LoanPreview; coin: Coin }) {
  const lines: DataLine[] = [
    {
      key: 'collateral',
      label: 'Collateral locked from your wallet',
      value: `${formatCoin(preview.collateral, coin)} ${coin}`,
    },
    { key: 'principal', label: 'Loan amount', value: inr(preview.principal) },
    { key: 'fee', label: 'Processing fee', value: inr(preview.processingFee) },
    { key: 'gst', label: 'GST on the fee (18%)', value: inr(preview.gst) },
    { key: 'disbursed', label: 'Paid to your wallet', value: inr(preview.disbursed), emphasis: true },
    { key: 'interest', label: 'Interest if kept to the end', value: inr(preview.interest) },
    { key: 'total', label: 'Total to repay', value: inr(preview.totalRepayable) },
    { key: 'ltv', label: 'Loan-to-value now', value: percent(preview.ltvBps) },
    { key: 'margin', label: `Margin call if ${coin} falls to`, value: inr(preview.marginCallPrice) },
    {
      key: 'liquidation',
      label: `Collateral sold if ${coin} falls to`,
      value: inr(preview.liquidationPrice),
    },
  ];
  return (
    <div className="lending__terms">
      <DataList lines={lines} />
      <div className="lending__table-wrap">
        <table className="lending__schedule">
          <caption>Repayment schedule</caption>
          <thead>
            <tr>
              <th scope="col">Due date</th>
              <th scope="col">Interest</th>
              <th scope="col">Principal</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {preview.schedule.map((instalment) => (
              <tr key={instalment.dueDate}>
                <td>{instalment.dueDate}</td>
                <td className="num">{inr(instalment.interest)}</td>
                <td className="num">{inr(instalment.principal)}</td>
                <td className="num">{inr(instalment.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function LoanList({ canRepay }: { canRepay: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <PagedFeed
      query={useLoans(page)}
      label="Your loans"
      pagesLabel="Loan pages"
      loading="Loading your loans"
      failed="Your loans could not be loaded."
      empty={
        <Notice tone="info" title="No loans yet">
          A loan you take appears here, with its statement and a form to repay it.
        </Notice>
      }
      skeletonHeight="4.5rem"
      skeletonRows={1}
      onPage={setPage}
    >
      {(loan) => <LoanRow key={loan.id} loan={loan} canRepay={canRepay} />}
    </PagedFeed>
  );
}

function LoanRow({ loan, canRepay }: { loan: Loan; canRepay: boolean }) {
  const [open, setOpen] = useState(false);
  const lines: DataLine[] = [
    { key: 'owed', label: 'Owed', value: inr(loan.owed), emphasis: true },
    { key: 'principal', label: 'Principal outstanding', value: inr(loan.principal_outstanding) },
    { key: 'interest', label: 'Interest outstanding', value: inr(loan.interest_outstanding) },
    {
      key: 'collateral',
      label: 'Collateral held',
      value: `${formatCoin(loan.collateral, loan.coin)} ${loan.coin}`,
    },
    ...(loan.ltv_bps === null ? [] : [{ key: 'ltv', label: 'Loan-to-value', value: percent(loan.ltv_bps) }]),
    ...(loan.margin_call_price
      ? [{ key: 'mc', label: 'Margin call at', value: inr(loan.margin_call_price) }]
      : []),
    ...(loan.liquidation_price
      ? [{ key: 'lq', label: 'Liquidation at', value: inr(loan.liquidation_price) }]
      : []),
    ...(loan.next_due_date ? [{ key: 'due', label: 'Next due date', value: loan.next_due_date }] : []),
  ];
  return (
    <li className="feed__item lending__loan" data-loan-state={loan.status}>
      <div className="feed__body">
        <span className="feed__subject num">
          Loan of {inr(loan.principal)} · {LOAN_PLANS[loan.loan_type].name} at {percent(loan.annual_rate_bps)}
        </span>
        <span className="feed__meta">
          Taken {formatDateTime(loan.created_at)} · matures {loan.maturity_date}
          {loan.auto_deduct ? ' · auto-deduct on' : ''}
        </span>
        <span className="feed__tag">{STATUS_LABELS[loan.status]}</span>
        <DataList lines={lines} />
        {loan.status === 'open' && canRepay ? <RepayForm loan={loan} /> : null}
        <Button variant="secondary" size="small" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
          {open ? 'Hide statement' : 'Statement'}
        </Button>
        {open ? <Statement loanId={loan.id} /> : null}
      </div>
    </li>
  );
}

const REPAY_SERVER_FIELDS = { amount: 'amount' } as const;

function RepayForm({ loan }: { loan: Loan }) {
  const { repay } = useLendingChanges();
  const form = useForm<{ amount: string }>({
    resolver: formResolver(repayFormSchema(loan.owed)),
    defaultValues: { amount: '' },
  });
  // §4: Cancel and Confirm before the rupees move; Confirm makes the call (a repayment takes no code).
  const move = useMoneyMove({
    sendCode: null,
    fingerprint: (draft: string) => `${loan.id}|${draft}`,
    submit: (draft, _otp, idempotency_key) =>
      repay.mutateAsync({ loan_id: loan.id, amount: draft, idempotency_key }),
    onDone: (answer) => {
      form.reset();
      notify.success(answer.message);
    },
    toField: (failure) => showServerFieldError(form, failure, REPAY_SERVER_FIELDS),
  });

  return (
    <>
      <form
        className="lending__repay"
        onSubmit={form.handleSubmit(({ amount }) => move.ask(amount))}
        noValidate
        aria-label={`Repay loan ${loan.id}`}
      >
        <FormAmountField
          control={form.control}
          name="amount"
          label="Repay amount"
          unit="₹"
          filter={(typed, previous) => filterAmountInput(typed, 'INR', previous)}
          hint={`You owe ${inr(loan.owed)}`}
        />
        <div className="lending__repay-actions">
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => form.setValue('amount', loan.owed)}
          >
            Repay all
          </Button>
          <Button type="submit" size="small" busy={repay.isPending}>
            Review repayment
          </Button>
        </div>
      </form>
      <MoneyMoveDialogs
        move={move}
        busy={repay.isPending}
        title="Confirm repayment"
        description={(draft) => `Repay ${inr(draft)} of loan ${loan.id}?`}
        details={(draft) => <DataList lines={repaymentLines(loan, draft)} />}
      />
    </>
  );
}

function Statement({ loanId }: { loanId: number }) {
  const statement = useStatement(loanId, true);
  if (statement.isError && !statement.data)
    return (
      <FailedNotice title="The statement could not be loaded." onRetry={() => void statement.refetch()} />
    );
  if (!statement.data)
    return (
      <div role="status">
        <span className="visually-hidden">Loading the statement</span>
        <Skeleton width="100%" height="3rem" />
      </div>
    );
  const csv = `data:text/csv;charset=utf-8,${encodeURIComponent(statementCsv(statement.data))}`;
  return (
    <div className="lending__statement">
      <div className="lending__table-wrap">
        <table className="lending__schedule">
          <caption>Statement of loan {loanId}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {statement.data.lines.map((line) => (
              <tr key={`${line.at}|${line.kind}|${line.amount}|${line.description}`}>
                <td>{line.at}</td>
                <td>{line.description}</td>
                <td className="num">
                  {line.asset === 'INR'
                    ? inr(line.amount)
                    : `${formatCoin(line.amount, line.asset)} ${line.asset}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a className="lending__csv" href={csv} download={`loan-${loanId}-statement.csv`}>
        Download CSV
      </a>
    </div>
  );
}
