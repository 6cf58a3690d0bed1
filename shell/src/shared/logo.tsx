import { Link } from '@naija-homes/ui-kit/lib/router';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-primary"
      aria-label="Naija Homes home"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M7 16.5 16 9l9 7.5V25h-6v-5h-6v5H7z" fill="#fff" />
      </svg>
      <span className="text-base sm:text-lg">Naija Homes</span>
    </Link>
  );
}
