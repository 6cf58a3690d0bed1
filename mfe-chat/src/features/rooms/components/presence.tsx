import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { RoomUser } from '../api/get-rooms';

/** "Online", "Last seen 24 Nov 2026, 14:05" (Lagos time), or nothing for someone never seen. */
export function presenceLabel(user: Pick<RoomUser, 'isOnline' | 'lastSeen'>): string | null {
  if (user.isOnline) return 'Online';
  return user.lastSeen ? `Last seen ${formatLagosDateTime(user.lastSeen)}` : null;
}

export function PresenceDot({ online, className }: { online: boolean; className?: string }) {
  if (!online) return null;
  return (
    <span
      className={cn('block size-3 rounded-full border-2 border-surface bg-primary', className)}
      role="img"
      aria-label="Online"
    />
  );
}

/** The person's photo (or initials) with the online dot on it. */
export function PresenceAvatar({ user }: { user: Pick<RoomUser, 'fullName' | 'photo' | 'isOnline'> }) {
  return (
    <span className="relative">
      <Avatar name={user.fullName} src={user.photo} />
      <PresenceDot online={user.isOnline} className="absolute right-0 bottom-0" />
    </span>
  );
}
