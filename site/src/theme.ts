/** The runtime's theme API for the site's pages (the runtime package's `/theme` export). */
export * from '@sitegraph/runtime/theme';
