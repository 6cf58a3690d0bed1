import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { StatusTone } from '@naija-homes/ui-kit/lib/status-tone';

const toneClasses: Record<StatusTone, string> = {
  purple: 'bg-purple-100 text-purple-800',
  green: 'bg-green-100 text-green-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  gray: 'bg-gray-100 text-gray-700',
};

/** A status chip; pick the tone with `statusTone(status)` from ../lib/status-tone (spec §4 colours). */
export function Chip({
  tone,
  children,
  className,
}: {
  tone: StatusTone;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      data-slot="chip"
      data-tone={tone}
      className={cn(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium capitalize',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
