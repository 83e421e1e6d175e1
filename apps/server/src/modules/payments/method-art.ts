/**
 * Tile art of the payment methods, drawn here so the demo needs no image files: a rounded badge in the
 * method's colours with a simple mark and its Latin short name.
 */
interface Art {
  colors: [string, string];
  label: string;
  mark: string;
}

const CARD = '<rect x="18" y="30" width="60" height="40" rx="6" fill="#fff" opacity=".92"/><rect x="18" y="40" width="60" height="8" fill="#1b1538"/><rect x="24" y="55" width="14" height="9" rx="2" fill="#ffd166"/>';
const COIN = '<circle cx="48" cy="50" r="22" fill="#fff" opacity=".92"/><path d="M38 42h20M48 42v20M40 50h16" stroke="#1b1538" stroke-width="5" stroke-linecap="round"/>';
const ARROWS = '<path d="M30 62 48 32l18 30z" fill="#fff" opacity=".92"/><path d="M40 62h16" stroke="#1b1538" stroke-width="5"/>';
const WALLET = '<rect x="20" y="32" width="56" height="38" rx="8" fill="#fff" opacity=".92"/><circle cx="64" cy="51" r="5" fill="#1b1538"/>';
const GEM = '<path d="M30 42 40 30h16l10 12-18 28z" fill="#fff" opacity=".92"/><path d="M30 42h36M48 70 40 42l8-12 8 12z" stroke="#1b1538" stroke-width="2" fill="none"/>';
const GIFT = '<rect x="24" y="44" width="48" height="28" rx="4" fill="#fff" opacity=".92"/><rect x="20" y="36" width="56" height="10" rx="3" fill="#fff"/><path d="M48 36v36" stroke="#1b1538" stroke-width="6"/>';

const ARTS: Record<string, Art> = {
  card: { colors: ['#4b69ff', '#16215e'], label: 'CARD', mark: CARD },
  'card-world': { colors: ['#5e98d9', '#1e2f5e'], label: 'VISA/MC', mark: CARD },
  'card-biz': { colors: ['#4b69ff', '#0e1330'], label: 'CARD', mark: CARD },
  uzcard: { colors: ['#3dd68c', '#0e4a3a'], label: 'UZCARD', mark: CARD },
  sbp: { colors: ['#8847ff', '#1e6b3a'], label: 'SBP', mark: ARROWS },
  yoomoney: { colors: ['#8b3ffd', '#3b1780'], label: 'YOOMONEY', mark: WALLET },
  kaspi: { colors: ['#f14635', '#7a140b'], label: 'KASPI', mark: WALLET },
  erip: { colors: ['#f5a524', '#6b4b1e'], label: 'ERIP', mark: WALLET },
  m10: { colors: ['#00a3e0', '#0b3b5e'], label: 'M10', mark: WALLET },
  crypto: { colors: ['#26a17b', '#0b3b2e'], label: 'USDT', mark: COIN },
  skins: { colors: ['#d32ce6', '#4a0e55'], label: 'SKINS', mark: GEM },
  giftcard: { colors: ['#ff7a45', '#8b1e1e'], label: 'GIFT', mark: GIFT },
};

const FALLBACK: Art = { colors: ['#6d5bff', '#2a2150'], label: 'PAY', mark: WALLET };

export const methodArtUrl = (systemName: string) => `/api/v1/payments/art/${systemName}.svg`;

export function renderMethodArt(systemName: string): string {
  const art = ARTS[systemName] ?? FALLBACK;
  const [from, to] = art.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="96" height="96" rx="20" fill="url(#g)"/>${art.mark}
<text x="48" y="88" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${art.label.length > 6 ? 9 : 11}" font-weight="700" fill="#fff">${art.label}</text>
</svg>`;
}
