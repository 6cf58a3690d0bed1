import { defineRemoteConfig } from '../remote.rsbuild';

export default defineRemoteConfig('mfe_chat', {
  './ChatApp': './src/features/rooms/chat-app.tsx',
  './NotificationsApp': './src/features/notifications/notifications-app.tsx',
});
