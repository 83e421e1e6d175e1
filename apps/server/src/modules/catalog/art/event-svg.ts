/** Event art drawn in code: the coin, rarity badges and the boards' covers. */
const COVERS: Record<string, string> = {
  coin: `<circle cx="32" cy="32" r="28" fill="#F03573"/><circle cx="32" cy="32" r="21" fill="none" stroke="#ffd1e0" stroke-width="3"/><text x="32" y="41" font-family="Arial,sans-serif" font-weight="700" font-size="24" text-anchor="middle" fill="#fff">T</text>`,
  rare: `<polygon points="32,4 60,32 32,60 4,32" fill="#8847ff"/><polygon points="32,14 50,32 32,50 14,32" fill="#b49cff"/>`,
  ultra: `<polygon points="32,3 40,24 62,24 44,38 51,60 32,47 13,60 20,38 2,24 24,24" fill="#ffd166"/>`,
  case: `<rect x="8" y="18" width="48" height="36" rx="6" fill="#f5a524"/><rect x="8" y="18" width="48" height="10" rx="4" fill="#ffd166"/><rect x="28" y="26" width="8" height="10" rx="2" fill="#6b4b1e"/>`,
  daily: `<rect width="64" height="64" rx="12" fill="#1b1538"/><circle cx="32" cy="32" r="18" fill="none" stroke="#3dd68c" stroke-width="5"/><path d="M32 20v13l8 6" stroke="#3dd68c" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  weekly: `<rect width="64" height="64" rx="12" fill="#1b1538"/><rect x="12" y="16" width="40" height="34" rx="5" fill="none" stroke="#6d5bff" stroke-width="5"/><path d="M12 26h40M22 10v10M42 10v10" stroke="#6d5bff" stroke-width="5"/>`,
  autumn: `<rect width="64" height="64" rx="12" fill="#3a1030"/><path d="M32 8c10 10 16 20 12 32-3 8-9 12-12 16-3-4-9-8-12-16C16 28 22 18 32 8z" fill="#f03573"/><path d="M32 14v42" stroke="#ff9a5c" stroke-width="3"/><path d="M32 30l-8-6M32 38l9-7" stroke="#ff9a5c" stroke-width="3"/>`,
};

export function renderEventSvg(name: string): string | null {
  const body = COVERS[name];
  return body ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>` : null;
}
