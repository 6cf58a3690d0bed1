import { defineRemoteConfig } from '../remote.rsbuild';

export default defineRemoteConfig('mfe_admin', { './routes': './src/routes.tsx' });
