interface BrandMarkProps {
  size?: number;
}

/** Hearth's flame mark, the same drawing as the favicon. Decorative: the word "Hearth" names it. */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-ember-7)" />
      <path
        fill="#fff3ec"
        d="M32 7c4 10 16 16 16 31a16 16 0 0 1-32 0c0-8 4-13 8-17 0 6 2 9 5 10-2-9 0-17 3-24z"
      />
      <path
        fill="#f58147"
        d="M33 29c2 5 8 8 8 15a9 9 0 0 1-18 0c0-4 3-7 5-9 0 3 2 5 4 5-1-4-1-8 1-11z"
      />
    </svg>
  );
}
