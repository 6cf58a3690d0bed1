// The front-end apps in build order, shared by the build, start and dev scripts.
import { remotes, shellDevPort } from '../federation.shared';

export interface WebApp {
  dir: string;
  devPort: number;
}

export const webApps: WebApp[] = [
  { dir: 'shell', devPort: shellDevPort },
  ...Object.values(remotes).map((remote) => ({ dir: remote.dir, devPort: remote.devPort })),
];
