// The shop and vendor orders.
import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, PaymentQuoteColumns } from './columns.ts';

export interface ShopStockTable {
  id: Generated<number>;
  /** shared/src/shop/catalogue.ts skuOf: brand and price in paise. */
  sku: string;
  /** Set in the sale's transaction; a sold row is never sold again. */
  order_id: number | null;
}

export interface ShopQuotesTable extends PaymentQuoteColumns {
  id: string;
  user_id: number;
  brand: string;
  sku: string;
  price: MinorUnits;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  user_id: number;
  quote_id: string;
  stock_id: number;
  brand: string;
  sku: string;
  price: MinorUnits;
  pay_asset: string;
  pay_amount: MinorUnits;
  /** Sealed (FieldCipher 'shop_orders.code'); opened only for user_id. */
  code: string;
  created_at: Date;
}

/** A merchant's vendor order; paid once (paid_at and paid_by together). */
export interface VendorOrdersTable {
  id: string;
  merchant_id: number;
  reference: string;
  merchant_name: string;
  /** [{name, quantity, unit_price}], unit_price in paise as text. */
  items: ColumnType<VendorOrderItemRow[], string, never>;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  paid_by: number | null;
  pay_asset: string | null;
  pay_amount: ColumnType<string | null, bigint | string | null, bigint | string | null>;
}

export interface VendorOrderItemRow {
  name: string;
  quantity: number;
  unit_price: string;
}

export interface VendorOrderQuotesTable extends PaymentQuoteColumns {
  id: string;
  order_id: string;
  user_id: number;
}
