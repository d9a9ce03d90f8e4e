// React Router framework mode: server-side rendering of every page of SPEC §2.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
