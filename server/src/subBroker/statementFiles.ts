// A client statement as files: CSV (fields quoted, formulas defused) and a printable A4 PDF drawn with pdfkit.

import type { SubBrokerStatement } from '@sikka/shared/subBroker/schemas';
import {
  csvField,
  periodLabel,
  STATEMENT_COLUMNS,
  statementCells,
  statementTime,
  statementTotalCells,
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
    ['Client', `${statement.client.name ?? 'Client'} #${statement.client.id}`],
    ['Mobile', statement.client.mobile_number ?? ''],
    ['Generated', `${statementTime(statement.generated_at)} IST`],
  ];
}

/** The CSV: the heading, a blank line, the table with its header, and the totals row. */
export function statementCsv(statement: SubBrokerStatement): string {
  const rows = [
    ...heading(statement),
    [],
    [...STATEMENT_COLUMNS],
    ...statement.lines.map(statementCells),
    statementTotalCells(statement.totals),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const MARGIN = 36;
/** Column widths in points on landscape A4 (770 points inside the margins). */
const WIDTHS = [72, 48, 54, 30, 76, 80, 80, 66, 60, 70, 78];
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
  const row = (cells: string[], bold: boolean) => {
    if (y + ROW > bottom) {
      doc.addPage();
      y = MARGIN;
      if (cells !== HEADER) row(HEADER, true);
    }
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    cells.forEach((cell, i) => {
      const width = WIDTHS[i] ?? 60;
      // Amounts line up on the right, words on the left.
      doc.text(cell, x, y, { width: width - 4, align: i >= 4 ? 'right' : 'left', lineBreak: false });
      x += width;
    });
    y += ROW;
  };
  row(HEADER, true);
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + WIDTHS.reduce((a, b) => a + b, 0), y - 3)
    .stroke();
  if (statement.lines.length === 0) row(['No trades in this period'], false);
  for (const line of statement.lines) row(statementCells(line), false);
  row(statementTotalCells(statement.totals), true);
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
