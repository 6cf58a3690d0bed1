import './app.css';
import { renderStandalone } from '../../remote.harness';
import NotificationsApp from './features/notifications/components/notifications-app';
import ChatApp from './features/rooms/components/chat-app';

renderStandalone({
  remote: 'mfe_chat',
  prefix: '',
  banner: (
    <div className="mx-auto grid max-w-5xl gap-10 p-6">
      <ChatApp viewerRole="BUYER" />
      <NotificationsApp />
    </div>
  ),
});
