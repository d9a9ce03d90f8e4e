// The React Router server build that @react-router/dev provides as a virtual module.
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
