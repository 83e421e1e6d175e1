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
  sbp: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#fff" />
      <path d="M8 6l5 3v10l-5 3z" fill="#5b57a2" />
      <path d="M13 9l5-3v16l-5-3z" fill="#d90751" />
      <path d="M13 9l5 3v4l-5 3z" fill="#0f8a3d" />
      <path d="M8 6l10 6-5 3z" fill="#faa61a" opacity="0.9" />
      <text x="44" y="19" textAnchor="middle" fontFamily={FONT} fontSize="13" fontWeight="900" fill="#1d1d1b">
        СБП
      </text>
    </svg>
  ),
  usdt: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#26a17b" />
      <circle cx="13" cy="14" r="8" fill="#fff" />
      <path d="M9 9.5h8M13 9.5v10M9.5 13.5c2.3 1 4.7 1 7 0" fill="none" stroke="#26a17b" strokeWidth="2" strokeLinecap="round" />
      <text x="45" y="19" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="900" fill="#fff">
        USDT
      </text>
    </svg>
  ),
  skins: () => (
    <svg viewBox="0 0 72 28" aria-hidden>
      <rect width="72" height="28" rx="5" fill="#2a1f4e" />
      <path d="M6 16l9-9 3 3-9 9H6zM16 6l2-2 3 3-2 2z" fill="#ffb13b" />
      <text x="44" y="18" textAnchor="middle" fontFamily={FONT} fontSize="11" fontWeight="900" fill="#fff">
        Скины
      </text>
    </svg>
  ),
};
