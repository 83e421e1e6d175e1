interface ImportMetaEnv {
  /** The build's id, compiled in by vite.config.ts and published in builds/latest.json. */
  readonly VITE_BUILD_ID?: string;
}
