// A client statement as files: CSV (fields quoted, formulas defused) and a printable A4 PDF drawn with pdfkit.

import { toCsv } from '@sikka/shared/format/csv';
import { clientDisplayName } from '@sikka/shared/subBroker/rules';
import type { SubBrokerStatement } from '@sikka/shared/subBroker/schemas';
import {
  periodLabel,
  STATEMENT_COLUMNS,
  statementCells,
  statementTime,
  statementTotalCells,
  WITHDRAWAL_COLUMNS,
  withdrawalCells,
} from '@sikka/shared/subBroker/statement';
import PDFDocument from 'pdfkit';

/** 'sikka-statement-SBABC234-client-42-2026-06' (no extension): the files' names. */
export function statementFileName(statement: SubBrokerStatement): string {
  return `sikka-statement-${statement.sub_broker.code}-client-${statement.client.id}-${statement.period}`;
}

/** Who, what and when: the lines above the table in both files. */
function heading(statement: SubBrokerStatement): string[][] {
  return [
    ['Client statement', periodLabel(statement.period)],
    ['Period', statement.period],
    ['Sub-broker', `${statement.sub_broker.business_name} (${statement.sub_broker.code})`],
    ['Client', clientDisplayName(statement.client.name, statement.client.mobile_number)],
    ['Generated', `${statementTime(statement.generated_at)} IST`],
  ];
}

/** The withdrawals the sub-broker started, under the trades: a title, the table and what left in all. */
function withdrawalRows(statement: SubBrokerStatement): string[][] {
  return [
    ['Withdrawals you started'],
    [...WITHDRAWAL_COLUMNS],
    ...statement.withdrawals.map(withdrawalCells),
    ['Total withdrawn', statement.withdrawn],
  ];
}

/** The CSV: the heading, a blank line, the table with its header and the totals row, then the withdrawals. */
export function statementCsv(statement: SubBrokerStatement): string {
  const rows = [
    ...heading(statement),
    [],
    [...STATEMENT_COLUMNS],
    ...statement.lines.map(statementCells),
    statementTotalCells(statement.totals),
    [],
    ...withdrawalRows(statement),
  ];
  return toCsv(rows);
}

const MARGIN = 36;
/** A table's column widths in points on landscape A4 (770 inside the margins) and which columns are amounts. */
interface Layout {
  widths: readonly number[];
  amount: (column: number) => boolean;
}
const TRADES: Layout = {
  widths: [72, 48, 54, 30, 76, 80, 80, 66, 60, 70, 78],
  amount: (column) => column >= 4,
};
const WITHDRAWALS: Layout = { widths: [90, 90, 130, 300], amount: (column) => column === 1 };
const ROW = 14;
const HEADER: string[] = [...STATEMENT_COLUMNS];

/** The PDF: landscape A4, the heading, the table (its header repeated on each page) and the totals. */
export function statementPdf(
  statement: SubBrokerStatement,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Sikka client statement ${statement.period}`, Author: 'Sikka' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text('Sikka - client statement');
  doc.moveDown(0.3);
  for (const [label, value] of heading(statement).slice(1)) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value ?? '');
  }
  doc.text(periodLabel(statement.period));
  doc.moveDown(0.6);

  const bottom = doc.page.height - MARGIN;
  let y = doc.y;
  const row = (cells: string[], bold: boolean, layout: Layout = TRADES) => {
    if (y + ROW > bottom) {
      doc.addPage();
      y = MARGIN;
      if (layout === TRADES && cells !== HEADER) row(HEADER, true);
    }
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    cells.forEach((cell, i) => {
      // A lone cell (a title, 'No trades') takes the whole row.
      const width = cells.length === 1 ? 770 : (layout.widths[i] ?? 60);
      // Amounts line up on the right, words on the left.
      doc.text(cell, x, y, {
        width: width - 4,
        align: layout.amount(i) ? 'right' : 'left',
        lineBreak: false,
      });
      x += width;
    });
    y += ROW;
  };
  row(HEADER, true);
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + TRADES.widths.reduce((a, b) => a + b, 0), y - 3)
    .stroke();
  if (statement.lines.length === 0) row(['No trades in this period'], false);
  for (const line of statement.lines) row(statementCells(line), false);
  row(statementTotalCells(statement.totals), true);
  y += ROW;
  const [title, header, ...rest] = withdrawalRows(statement);
  row(title ?? [], true);
  row(header ?? [], true, WITHDRAWALS);
  for (const cells of rest) row(cells, cells === rest.at(-1), WITHDRAWALS);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text(
      "Fees, GST and TDS as charged on each order or fill; the commission is the sub-broker's share of the fee.",
      MARGIN,
      y + ROW,
    );
  doc.end();
  return done;
}
