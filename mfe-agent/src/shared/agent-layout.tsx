import { useSession } from '@naija-homes/client/queries/session';
import { isCurrentItem, SidebarLayout } from '@naija-homes/ui-kit/components/sidebar-layout';
import { LOGOUT_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { Link, Outlet, useLocation } from '@naija-homes/ui-kit/lib/router';
import { AgentGate } from './agent-gate';
import { agentBottomMenu, agentMenu, ungatedPaths } from './agent-menu';

export function AgentLayout() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return null;
  const approved = user.agent?.status === 'approved';
  const gated = !approved && !ungatedPaths.some((path) => pathname.startsWith(path));
  return (
    <SidebarLayout
      areaLabel="Agent"
      items={agentMenu(user.chatsUnreadCount)}
      bottomItems={agentBottomMenu}
      user={{ name: user.fullName, email: user.email, photo: user.photo }}
      isCurrent={(item) => isCurrentItem(item, pathname, search, 'prof-account')}
      renderLink={(item, { children, ...props }) => (
        <Link to={item.to} {...props}>
          {children}
        </Link>
      )}
      onLogout={() => window.dispatchEvent(new CustomEvent(LOGOUT_REQUEST_EVENT))}
    >
      {gated ? (
        <AgentGate progress={user.agent?.progress ?? 0} status={user.agent?.status ?? 'incomplete'} />
      ) : (
        <Outlet />
      )}
    </SidebarLayout>
  );
}
