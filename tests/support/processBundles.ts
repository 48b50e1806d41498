// The name under which a run says it compiled the provider and the BFF (processBuildGlobalSetup.ts → processes.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run compiled the provider and the BFF into <package>/dist/main.mjs. */
    sikkaProcessBundles: boolean;
  }
}

export const PROCESS_BUNDLES = 'sikkaProcessBundles';
