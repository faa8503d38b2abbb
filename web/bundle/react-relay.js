// What `import … from 'react-relay'` means in the web build (vite.config.ts aliases it
// here). react-relay is CommonJS, so its index (react-relay/hooks) brings every hook it
// names whether used or not; this names only the hooks the app calls, each from its own
// module, and the rest stays out of the bundle. A hook the app starts using is added
// here (the build fails on an import this file does not export).
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription';
// react-relay re-exports these from relay-runtime.
export { commitMutation, fetchQuery, graphql } from 'relay-runtime';
