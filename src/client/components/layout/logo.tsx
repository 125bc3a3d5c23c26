export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M7 12l9-5 9 5-9 5z" fill="#fbbf24" />
      <path d="M11 15v5c0 1.7 2.2 3 5 3s5-1.3 5-3v-5l-5 2.8z" fill="#fff" />
    </svg>
  );
}
