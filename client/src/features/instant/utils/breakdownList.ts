// A quote's lines with their labels from the catalogue, ready for the ui DataList.
import type { TFunction } from '../../../lib/i18n/i18n.ts';
import type { DataLine } from '../../../ui/DataList.tsx';
import type { BreakdownLine } from './breakdown.ts';

function lineLabel(t: TFunction, line: BreakdownLine): string {
  switch (line.key) {
    case 'price':
      return t('instant.lines.price', { coin: line.coin });
    case 'quantity':
      return t('instant.lines.quantity');
    case 'value':
      return t('instant.lines.value');
    case 'fee':
      return t('instant.lines.fee', { rate: line.rate });
    case 'gst':
      return t('instant.lines.gst', { rate: line.rate });
    case 'tds':
      return t('instant.lines.tds', { rate: line.rate });
    case 'total':
      return line.side === 'buy' ? t('instant.lines.totalBuy') : t('instant.lines.totalSell');
  }
}

export function dataLines(t: TFunction, lines: readonly BreakdownLine[]): DataLine[] {
  return lines.map((line) => ({
    key: line.key,
    label: lineLabel(t, line),
    value: line.value,
    emphasis: line.emphasis,
  }));
}
