interface ImportMetaEnv {
  /** The build's id, compiled in by vite.config.ts and published in builds/latest.json. */
  readonly VITE_BUILD_ID?: string;
  /** Non-production builds only: `login:password` of the server's dev header variant (its DEV_BASIC_AUTH). */
  readonly VITE_DEV_BASIC_AUTH?: string;
  /** Non-production builds only: the player the dev header variant acts as. */
  readonly VITE_DEV_USER_ID?: string;
}
