'use strict';

// relay-runtime's index as the web build sees it (vite.config.ts aliases the bare
// 'relay-runtime' here; subpaths are untouched). The package is CommonJS: its index
// requires every module it names, used or not. This is that index (Relay 21.0.1) less
// what nothing in the app or in the react-relay hooks it calls reaches: the
// experimental observe/waitFor helpers, applyOptimisticMutation, commitLocalUpdate,
// QueryResponseCache, fetchQuery_DEPRECATED, the legacy containers' fragment spec
// resolver, readInlineData, NormalizationEngine, createPayloadFor3DField and
// RelayProfiler (about 19 KB of the first screen). Starting to use one of them means
// adding it back here; upgrading Relay means comparing with the new index.

var ConnectionHandler = require('relay-runtime/lib/handlers/connection/ConnectionHandler');
var ConnectionInterface = require('relay-runtime/lib/handlers/connection/ConnectionInterface');
var MutationHandlers = require('relay-runtime/lib/handlers/connection/MutationHandlers');
var RelayDefaultHandlerProvider = require('relay-runtime/lib/handlers/RelayDefaultHandlerProvider');
var commitMutation = require('relay-runtime/lib/mutations/commitMutation');
var RelayDeclarativeMutationConfig = require('relay-runtime/lib/mutations/RelayDeclarativeMutationConfig');
var RelayNetwork = require('relay-runtime/lib/network/RelayNetwork');
var RelayObservable = require('relay-runtime/lib/network/RelayObservable');
var fetchQuery = require('relay-runtime/lib/query/fetchQuery');
var fetchQueryInternal = require('relay-runtime/lib/query/fetchQueryInternal');
var GraphQLTag = require('relay-runtime/lib/query/GraphQLTag');
var PreloadableQueryRegistry = require('relay-runtime/lib/query/PreloadableQueryRegistry');
var _require2 = require('relay-runtime/lib/store/ClientID'),
  generateClientID = _require2.generateClientID,
  generateUniqueClientID = _require2.generateUniqueClientID,
  isClientID = _require2.isClientID;
var createRelayContext = require('relay-runtime/lib/store/createRelayContext');
var createRelayLoggingContext = require('relay-runtime/lib/store/createRelayLoggingContext');
var defaultGetDataID = require('relay-runtime/lib/store/defaultGetDataID');
var isRelayModernEnvironment = require('relay-runtime/lib/store/isRelayModernEnvironment');
var _require3 = require('relay-runtime/lib/store/live-resolvers/LiveResolverSuspenseSentinel'),
  isSuspenseSentinel = _require3.isSuspenseSentinel,
  suspenseSentinel = _require3.suspenseSentinel;
var normalizeResponse = require('relay-runtime/lib/store/normalizeResponse');
var RelayConcreteVariables = require('relay-runtime/lib/store/RelayConcreteVariables');
var RelayModernEnvironment = require('relay-runtime/lib/store/RelayModernEnvironment');
var RelayModernOperationDescriptor = require('relay-runtime/lib/store/RelayModernOperationDescriptor');
var RelayModernRecord = require('relay-runtime/lib/store/RelayModernRecord');
var RelayModernSelector = require('relay-runtime/lib/store/RelayModernSelector');
var RelayModernStore = require('relay-runtime/lib/store/RelayModernStore');
var RelayOperationTracker = require('relay-runtime/lib/store/RelayOperationTracker');
var RelayRecordSource = require('relay-runtime/lib/store/RelayRecordSource');
var RelayStoreUtils = require('relay-runtime/lib/store/RelayStoreUtils');
var ResolverFragments = require('relay-runtime/lib/store/ResolverFragments');
var ViewerPattern = require('relay-runtime/lib/store/ViewerPattern');
var requestSubscription = require('relay-runtime/lib/subscription/requestSubscription');
var deepFreeze = require('relay-runtime/lib/util/deepFreeze');
var getFragmentIdentifier = require('relay-runtime/lib/util/getFragmentIdentifier');
var getPaginationMetadata = require('relay-runtime/lib/util/getPaginationMetadata');
var getPaginationVariables = require('relay-runtime/lib/util/getPaginationVariables');
var getPendingOperationsForFragment = require('relay-runtime/lib/util/getPendingOperationsForFragment');
var getRefetchMetadata = require('relay-runtime/lib/util/getRefetchMetadata');
var getRelayHandleKey = require('relay-runtime/lib/util/getRelayHandleKey');
var getRequestIdentifier = require('relay-runtime/lib/util/getRequestIdentifier');
var getValueAtPath = require('relay-runtime/lib/util/getValueAtPath');
var _require4 = require('relay-runtime/lib/util/handlePotentialSnapshotErrors'),
  handlePotentialSnapshotErrors = _require4.handlePotentialSnapshotErrors;
var isPromise = require('relay-runtime/lib/util/isPromise');
var isScalarAndEqual = require('relay-runtime/lib/util/isScalarAndEqual');
var recycleNodesInto = require('relay-runtime/lib/util/recycleNodesInto');
var RelayConcreteNode = require('relay-runtime/lib/util/RelayConcreteNode');
var RelayDefaultHandleKey = require('relay-runtime/lib/util/RelayDefaultHandleKey');
var RelayError = require('relay-runtime/lib/util/RelayError');
var RelayFeatureFlags = require('relay-runtime/lib/util/RelayFeatureFlags');
var RelayReplaySubject = require('relay-runtime/lib/util/RelayReplaySubject');
var _require5 = require('relay-runtime/lib/util/stableCopy'),
  hasCycle = _require5.hasCycle,
  stableCopy = _require5.stableCopy;
var withProvidedVariables = require('relay-runtime/lib/util/withProvidedVariables');
if (process.env.NODE_ENV !== "production") {
  var mapStr = typeof Map !== 'function' ? 'Map' : null;
  var setStr = typeof Set !== 'function' ? 'Set' : null;
  var promiseStr = typeof Promise !== 'function' ? 'Promise' : null;
  var objStr = typeof Object.assign !== 'function' ? 'Object.assign' : null;
  if (mapStr || setStr || promiseStr || objStr) {
    throw new Error("relay-runtime requires ".concat([mapStr, setStr, promiseStr, objStr].filter(Boolean).join(', and '), " to exist. ") + 'Use a polyfill to provide these for older browsers.');
  }
}
var areEqualSelectors = RelayModernSelector.areEqualSelectors,
  createNormalizationSelector = RelayModernSelector.createNormalizationSelector,
  createReaderSelector = RelayModernSelector.createReaderSelector,
  getDataIDsFromFragment = RelayModernSelector.getDataIDsFromFragment,
  getDataIDsFromObject = RelayModernSelector.getDataIDsFromObject,
  getPluralSelector = RelayModernSelector.getPluralSelector,
  getSelector = RelayModernSelector.getSelector,
  getSelectorsFromObject = RelayModernSelector.getSelectorsFromObject,
  getSingularSelector = RelayModernSelector.getSingularSelector,
  getVariablesFromFragment = RelayModernSelector.getVariablesFromFragment,
  getVariablesFromObject = RelayModernSelector.getVariablesFromObject,
  getVariablesFromPluralFragment = RelayModernSelector.getVariablesFromPluralFragment,
  getVariablesFromSingularFragment = RelayModernSelector.getVariablesFromSingularFragment;
var createOperationDescriptor = RelayModernOperationDescriptor.createOperationDescriptor,
  createRequestDescriptor = RelayModernOperationDescriptor.createRequestDescriptor;
var getArgumentValues = RelayStoreUtils.getArgumentValues,
  getModuleComponentKey = RelayStoreUtils.getModuleComponentKey,
  getModuleOperationKey = RelayStoreUtils.getModuleOperationKey,
  getStorageKey = RelayStoreUtils.getStorageKey,
  FRAGMENTS_KEY = RelayStoreUtils.FRAGMENTS_KEY,
  FRAGMENT_OWNER_KEY = RelayStoreUtils.FRAGMENT_OWNER_KEY,
  ID_KEY = RelayStoreUtils.ID_KEY,
  REF_KEY = RelayStoreUtils.REF_KEY,
  REFS_KEY = RelayStoreUtils.REFS_KEY,
  ROOT_ID = RelayStoreUtils.ROOT_ID,
  ROOT_TYPE = RelayStoreUtils.ROOT_TYPE,
  TYPENAME_KEY = RelayStoreUtils.TYPENAME_KEY;
var getNode = GraphQLTag.getNode,
  getFragment = GraphQLTag.getFragment,
  getInlineDataFragment = GraphQLTag.getInlineDataFragment,
  getPaginationFragment = GraphQLTag.getPaginationFragment,
  getRefetchableFragment = GraphQLTag.getRefetchableFragment,
  getRequest = GraphQLTag.getRequest,
  graphql = GraphQLTag.graphql,
  isFragment = GraphQLTag.isFragment,
  isInlineDataFragment = GraphQLTag.isInlineDataFragment,
  isRequest = GraphQLTag.isRequest;
var readFragment = ResolverFragments.readFragment;
var DEFAULT_HANDLE_KEY = RelayDefaultHandleKey.DEFAULT_HANDLE_KEY;
var MutationTypes = RelayDeclarativeMutationConfig.MutationTypes,
  RangeOperations = RelayDeclarativeMutationConfig.RangeOperations;
var VIEWER_ID = ViewerPattern.VIEWER_ID,
  VIEWER_TYPE = ViewerPattern.VIEWER_TYPE;
var __internal = {
  ResolverFragments: ResolverFragments,
  OperationTracker: RelayOperationTracker,
  createRelayContext: createRelayContext,
  createRelayLoggingContext: createRelayLoggingContext,
  defaultGetDataID: defaultGetDataID,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  normalizeResponse: normalizeResponse,
  withProvidedVariables: withProvidedVariables
};
module.exports = {
  Environment: RelayModernEnvironment,
  Network: RelayNetwork,
  Observable: RelayObservable,
  RecordSource: RelayRecordSource,
  Record: RelayModernRecord,
  ReplaySubject: RelayReplaySubject,
  Store: RelayModernStore,
  areEqualSelectors: areEqualSelectors,
  createNormalizationSelector: createNormalizationSelector,
  createOperationDescriptor: createOperationDescriptor,
  createReaderSelector: createReaderSelector,
  createRequestDescriptor: createRequestDescriptor,
  getArgumentValues: getArgumentValues,
  getDataIDsFromFragment: getDataIDsFromFragment,
  getDataIDsFromObject: getDataIDsFromObject,
  getNode: getNode,
  getFragment: getFragment,
  getInlineDataFragment: getInlineDataFragment,
  getModuleComponentKey: getModuleComponentKey,
  getModuleOperationKey: getModuleOperationKey,
  getPaginationFragment: getPaginationFragment,
  getPluralSelector: getPluralSelector,
  getRefetchableFragment: getRefetchableFragment,
  getRequest: getRequest,
  getRequestIdentifier: getRequestIdentifier,
  getSelector: getSelector,
  getSelectorsFromObject: getSelectorsFromObject,
  getSingularSelector: getSingularSelector,
  getStorageKey: getStorageKey,
  getVariablesFromFragment: getVariablesFromFragment,
  getVariablesFromObject: getVariablesFromObject,
  getVariablesFromPluralFragment: getVariablesFromPluralFragment,
  getVariablesFromSingularFragment: getVariablesFromSingularFragment,
  handlePotentialSnapshotErrors: handlePotentialSnapshotErrors,
  graphql: graphql,
  isFragment: isFragment,
  isInlineDataFragment: isInlineDataFragment,
  isSuspenseSentinel: isSuspenseSentinel,
  suspenseSentinel: suspenseSentinel,
  isRequest: isRequest,
  readFragment: readFragment,
  MutationTypes: MutationTypes,
  RangeOperations: RangeOperations,
  DefaultHandlerProvider: RelayDefaultHandlerProvider,
  ConnectionHandler: ConnectionHandler,
  MutationHandlers: MutationHandlers,
  VIEWER_ID: VIEWER_ID,
  VIEWER_TYPE: VIEWER_TYPE,
  commitMutation: commitMutation,
  fetchQuery: fetchQuery,
  isRelayModernEnvironment: isRelayModernEnvironment,
  requestSubscription: requestSubscription,
  ConnectionInterface: ConnectionInterface,
  PreloadableQueryRegistry: PreloadableQueryRegistry,
  RelayConcreteNode: RelayConcreteNode,
  RelayError: RelayError,
  RelayFeatureFlags: RelayFeatureFlags,
  DEFAULT_HANDLE_KEY: DEFAULT_HANDLE_KEY,
  FRAGMENTS_KEY: FRAGMENTS_KEY,
  FRAGMENT_OWNER_KEY: FRAGMENT_OWNER_KEY,
  ID_KEY: ID_KEY,
  REF_KEY: REF_KEY,
  REFS_KEY: REFS_KEY,
  ROOT_ID: ROOT_ID,
  ROOT_TYPE: ROOT_TYPE,
  TYPENAME_KEY: TYPENAME_KEY,
  deepFreeze: deepFreeze,
  generateClientID: generateClientID,
  generateUniqueClientID: generateUniqueClientID,
  getRelayHandleKey: getRelayHandleKey,
  isClientID: isClientID,
  isPromise: isPromise,
  isScalarAndEqual: isScalarAndEqual,
  recycleNodesInto: recycleNodesInto,
  stableCopy: stableCopy,
  hasCycle: hasCycle,
  getFragmentIdentifier: getFragmentIdentifier,
  getRefetchMetadata: getRefetchMetadata,
  getPaginationMetadata: getPaginationMetadata,
  getPaginationVariables: getPaginationVariables,
  getPendingOperationsForFragment: getPendingOperationsForFragment,
  getValueAtPath: getValueAtPath,
  __internal: __internal
};