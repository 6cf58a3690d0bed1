import { defineRemoteConfig } from '../remote.rsbuild';

export default defineRemoteConfig('mfe_buyer', { './routes': './src/routes.tsx' });
