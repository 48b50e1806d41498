// The pair selector's menu of PairBar.tsx on Radix's dropdown menu: loaded the first time the selector is used.
import type { Ticker } from '@sikka/shared/exchange/schemas';
import { EXCHANGE_PAIRS, exchangePath, type Pair } from '@sikka/shared/routes/exchangeRoute';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PairMenuProps {
  pair: Pair;
  tickers: readonly Ticker[] | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The selector's face: the same inside the plain button shown until this loads. */
  face: ReactNode;
  pairText: (pair: string) => string;
  rupees: (value: string | null | undefined) => string;
  change: (change: string) => ReactNode;
}

export default function PairMenu({
  pair,
  tickers,
  open,
  setOpen,
  face,
  pairText,
  rupees,
  change,
}: PairMenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="pair-bar__select">{face}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="pair-menu" align="start" sideOffset={6}>
          {EXCHANGE_PAIRS.map((other) => {
            const entry = tickers?.find((item) => item.pair === other);
            return (
              <DropdownMenu.Item key={other} asChild>
                <Link
                  className="pair-menu__item"
                  to={exchangePath(other)}
                  aria-current={other === pair ? 'page' : undefined}
                >
                  <span className="pair-menu__name">{pairText(other)}</span>
                  <span className="num">{rupees(entry?.last)}</span>
                  {entry ? change(entry.change) : <span />}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
