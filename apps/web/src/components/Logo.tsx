/** The house mark of the favicon, drawn inline so it needs no request. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M14 34 32 18l18 16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M20 31v16h24V31" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <rect x="28" y="36" width="8" height="11" rx="1.5" fill="#fff" />
    </svg>
  );
}
