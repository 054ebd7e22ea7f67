/** The market data an admin imports: DLD's sales, or its Ejari rent contracts (ADR 0058). */
export type MarketDataset = 'sales' | 'rents';

/** Where each dataset's imports start (POST, multipart `file`) and are followed (GET …/{job_id}). */
export const IMPORT_PATHS: Record<MarketDataset, string> = {
  sales: '/admin/market/imports',
  rents: '/admin/market/rent-imports',
};
