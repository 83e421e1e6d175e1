/** The gem a safe cell hides. */
export function GemArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M14 8h20l10 12-20 22L4 20z" fill="#ade55c" />
      <path d="M4 20h40L24 42z" fill="#7fbf3a" />
      <path d="M14 8l-4 12h28L34 8l-10 12z" fill="#d6ffa3" opacity="0.85" />
    </svg>
  );
}

/** Techies' remote mine. */
export function MineArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g stroke="#ff4d6a" strokeWidth="4" strokeLinecap="round">
        <path d="M24 4v8M24 36v8M4 24h8M36 24h8M10 10l6 6M32 32l6 6M38 10l-6 6M10 38l6-6" />
      </g>
      <circle cx="24" cy="24" r="12" fill="#2a1020" stroke="#ff4d6a" strokeWidth="3" />
      <circle cx="24" cy="24" r="4" fill="#ff4d6a" />
    </svg>
  );
}
