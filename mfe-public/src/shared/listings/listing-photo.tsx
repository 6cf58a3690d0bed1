import { cn } from '@naija-homes/ui-kit/lib/cn';

/**
 * A listing's card photo at a fixed 4:3 box, lazy-loaded with its intrinsic size so the grid never jumps on a
 * slow connection; listings without photos get a drawn placeholder (spec §9) instead of a broken image.
 */
export function ListingPhoto({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <PhotoPlaceholder />
      )}
    </div>
  );
}

function PhotoPlaceholder() {
  return (
    <svg
      viewBox="0 0 160 120"
      role="img"
      aria-label="No photo yet"
      className="size-full text-muted-foreground/40"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width="160" height="120" fill="currentColor" opacity="0.15" />
      <path d="M50 66 80 42l30 24v30H50z" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M72 96V76h16v20" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M40 74 80 42l40 32" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
