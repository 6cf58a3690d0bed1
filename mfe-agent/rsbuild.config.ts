import { defineRemoteConfig } from '../remote.rsbuild';

export default defineRemoteConfig('mfe_agent', { './routes': './src/routes.tsx' });
