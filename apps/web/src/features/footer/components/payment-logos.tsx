import type { ReactElement } from 'react';

/**
 * Payment method marks drawn as vector shapes in each brand's colours (no third-party image files are shipped).
 * Each fits a 72×28 box; the method's name is the accessible label of the list item around it.
 */
const FONT = "'Segoe UI', Roboto, Arial, sans-serif";

export const PAYMENT_LOGOS: Readonly<Record<string, () => ReactElement>> = {
  visa: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#fff" />
      <text x="36" y="20" textAnchor="middle" fontFamily={FONT} fontSize="15" fontWeight="900" fontStyle="italic" fill="#1a1f71" letterSpacing="0.5">
        VISA
      </text>
      <path d="M14 22h44" stroke="#f7b600" strokeWidth="2" />
    </svg>
  ),
  mastercard: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#1b1b22" />
      <circle cx="30" cy="14" r="9" fill="#eb001b" />
      <circle cx="42" cy="14" r="9" fill="#f79e1b" />
      <path d="M36 7.3a9 9 0 0 1 0 13.4 9 9 0 0 1 0-13.4z" fill="#ff5f00" />
    </svg>
  ),
  qiwi: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#ff8c00" />
      <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path d="M17 17l4 4" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <text x="45" y="19" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="900" fill="#fff">
        QIWI
      </text>
    </svg>
  ),
  yoomoney: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#8b3ffd" />
      <circle cx="12" cy="14" r="7" fill="#fff" />
      <circle cx="12" cy="14" r="3" fill="#8b3ffd" />
      <path d="M5 14h4" stroke="#8b3ffd" strokeWidth="2.2" />
      <text x="44" y="18" textAnchor="middle" fontFamily={FONT} fontSize="10" fontWeight="800" fill="#fff">
        ЮMoney
      </text>
    </svg>
  ),
  webmoney: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#036cb5" />
      <circle cx="12" cy="14" r="7" fill="#fff" />
      <path d="M7 10.5l2 7 3-5.5 3 5.5 2-7" fill="none" stroke="#036cb5" strokeWidth="1.8" strokeLinejoin="round" />
      <text x="45" y="18" textAnchor="middle" fontFamily={FONT} fontSize="9" fontWeight="800" fill="#fff">
        WebMoney
      </text>
    </svg>
  ),
  hotskins: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#2a0f12" />
      <path d="M12 4c2 5 7 7 7 13a7 7 0 0 1-14 0c0-4 2-6 3-8 1 3 2 4 3 4-1-4 0-7 1-9z" fill="#ff5a36" />
      <path d="M12 14c1 2 3 3 3 5a3 3 0 0 1-6 0c0-2 2-3 3-5z" fill="#ffd166" />
      <text x="45" y="18" textAnchor="middle" fontFamily={FONT} fontSize="9.5" fontWeight="900" fill="#ff8a6a">
        HotSkins
      </text>
    </svg>
  ),
};
