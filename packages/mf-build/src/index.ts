export { build, loadConfig, type BuildOptions } from './build';
export {
  microfrontendConfig,
  shellConfig,
  type ConfigFactory,
  type MicrofrontendOptions,
  type Mode,
  type ShellOptions,
} from './config';
export { federationName, federationNameOf } from './names';
export { ownPackages, sharedDependencies, singletonPackages, type SharedConfig } from './shared';
export { StaticFilesPlugin, type StaticFile } from './static-files';
