import { defineRemoteConfig } from '../remote.rsbuild';

// The shell's "chat" and "notifications" slots load these (shell/src/components/remote-slots.tsx).
export default defineRemoteConfig('mfe_chat', {
  './ChatApp': './src/features/rooms/components/chat-app.tsx',
  './NotificationsApp': './src/features/notifications/components/notifications-app.tsx',
});
