import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import type { ProductData } from '../scoring/index.js';

const TABLE = 'catalogue_products';

export function createCatalogueStore(db: Knex) {
  return {
    async findByGtins(trx: Knex, gtins: string[]): Promise<Map<string, ProductData>> {
      const found = new Map<string, ProductData>();
      if (gtins.length === 0) return found;
      const rows = await queryRows<{ gtin: string; data: ProductData }>(
        trx,
        `select gtin, data from ${TABLE} where gtin = any(?::char(14)[])`,
        [gtins],
      );
      for (const row of rows) found.set(row.gtin, row.data);
      return found;
    },

    /** Inserts or replaces catalogue products; returns the GTINs whose data actually changed. */
    async upsertMany(trx: Knex, products: { gtin: string; data: ProductData }[]): Promise<string[]> {
      if (products.length === 0) return [];
      const rows = await queryRows<{ gtin: string }>(
        trx,
        `insert into ${TABLE} (gtin, data)
         select t.gtin, t.data::jsonb from unnest(?::text[], ?::text[]) as t(gtin, data)
         on conflict (gtin) do update set data = excluded.data, updated_at = now()
           where ${TABLE}.data is distinct from excluded.data
         returning gtin`,
        [products.map((p) => p.gtin), products.map((p) => JSON.stringify(p.data))],
      );
      return rows.map((row) => row.gtin);
    },

    async count(): Promise<number> {
      const row = await db(TABLE).count<{ count: number }>('* as count').first();
      return Number(row?.count ?? 0);
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
