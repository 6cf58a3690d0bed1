import type { SessionUser } from '@naija-homes/client/queries/session';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Sheet, SheetContent } from '@naija-homes/ui-kit/components/sheet';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { Logo } from './logo';
import { requestLogout } from './member-actions';
import { useAuthHref } from './return-to';
import { mainNav, roleMenus } from './role-menu';

/** The phone's navigation drawer, opened from the header's menu button. */
export function NavigationDrawer({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null | undefined;
}) {
  const signInHref = useAuthHref('/sign-in');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Navigation">
        <Logo onClick={() => onOpenChange(false)} />
        <nav aria-label="Mobile" className="grid gap-1">
          {[...mainNav, ...(user?.role ? roleMenus[user.role] : [])].map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={() => onOpenChange(false)}
              className="rounded-md px-3 py-2 hover:bg-muted"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto grid gap-2">
          {user ? (
            <Button
              variant="outline"
              onClick={() => {
                onOpenChange(false);
                requestLogout();
              }}
            >
              Logout
            </Button>
          ) : (
            <>
              <Button asChild onClick={() => onOpenChange(false)}>
                <Link to={signInHref}>Login</Link>
              </Button>
              <Button asChild variant="outline" onClick={() => onOpenChange(false)}>
                <Link to="/contact-us">Contact us</Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
