// Tax invoices of the platform's fee (/in/invoice): the seller's details, the GSTIN check character, the Indian
// financial year of a supply, the invoice number series (at most 16 characters, unique per financial year, GST
// rule 46), and the GST split (CGST + SGST within the seller's state, IGST across states).
import { financialYearOf } from '../tax/financialYear.ts';

/** The seller on every invoice: the company that runs Sikka. Its GSTIN's check character is valid (table-tested). */
export const SELLER = {
  legalName: 'Sikka Digital Assets Private Limited',
  gstin: '29AAKCS4821M1ZS',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
  state: 'Karnataka',
  stateCode: '29',
} as const;

/** SAC of the platform's fee: brokerage and related services (services of stock brokers and commodity brokers). */
export const FEE_SAC = '997152';

/** The two series: instant buy/sell orders and exchange fills. */
export const INVOICE_SERIES = { instant: 'I', trade: 'X' } as const;
export type InvoiceSource = keyof typeof INVOICE_SERIES;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN from its first 14 (the GSTN's mod-36 scheme, factors 1 and 2 alternating). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** A well-formed GSTIN (state code, PAN, entity number, 'Z', check character) whose check character is right. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}

/** The Indian financial year (April to March, in India's time) a moment falls in: '2026-27'. */
export function financialYear(at: Date): string {
  return financialYearOf(at).label;
}

/** 'SX2627-00000042': S, the series, the financial year's two pairs of digits, the number: 15 characters. */
export function invoiceNumber(source: InvoiceSource, fy: string, n: number): string {
  const [from = '', to = ''] = fy.split('-');
  return `S${INVOICE_SERIES[source]}${from.slice(2)}${to}-${String(n).padStart(8, '0')}`;
}

/** GST on the fee as charged, split by place of supply: CGST and SGST halves within the seller's state, else IGST. */
export function gstSplit(
  gst: bigint,
  buyerState: string | null,
): { cgst: bigint; sgst: bigint; igst: bigint } {
  if (buyerState !== SELLER.state) return { cgst: 0n, sgst: 0n, igst: gst };
  const cgst = gst / 2n;
  return { cgst, sgst: gst - cgst, igst: 0n };
}
