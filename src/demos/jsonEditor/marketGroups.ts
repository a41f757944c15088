/** The demo's preloaded data: groups of market items. */
export interface MarketItem {
  market_type: string;
  symbol: string;
}

export interface MarketGroup {
  items: MarketItem[];
  name: string;
}

const forex = (...symbols: string[]): MarketItem[] => symbols.map((symbol) => ({ market_type: 'forexdata', symbol }));

export const MARKET_GROUPS: MarketGroup[] = [
  { items: forex('XAUUSD', 'UKOUSD', 'CORNUSD', 'SOYBEANUSD', 'NGAS', 'CHINAA50'), name: 'Commodities' },
  { items: forex('EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCHF', 'USDCAD'), name: 'Forex' },
  { items: forex('SPX500', 'NAS100', 'US30', 'UK100', 'GER30', 'JPN225'), name: 'Indices' },
];

export const INITIAL_JSON = JSON.stringify(MARKET_GROUPS, null, 2);
