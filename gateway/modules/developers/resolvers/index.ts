import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { ApiToken } from './ApiToken.js';
import { createApiToken, revokeApiToken, rotateApiToken } from './mutations.js';
import { Viewer } from './Viewer.js';

export const developerResolvers: Resolvers = {
  ...enums,
  ApiToken,
  Viewer,
  Mutation: { createApiToken, revokeApiToken, rotateApiToken },
};
